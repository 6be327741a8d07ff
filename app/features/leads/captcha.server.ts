import { z } from "zod";
import type { LeadConfig } from "./config";

const verifyUrls = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  hcaptcha: "https://api.hcaptcha.com/siteverify",
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
} as const;

/** The form field each provider's widget fills in by itself, read when `_captcha` is absent. */
export const captchaResponseFields = {
  turnstile: "cf-turnstile-response",
  hcaptcha: "h-captcha-response",
  recaptcha: "g-recaptcha-response",
} as const;

/** The one field every provider's siteverify answer carries; anything else is not a pass. */
const CaptchaAnswer = z.object({ success: z.boolean() });

export type CaptchaVerdict = "passed" | "failed" | "unavailable";

/** Asks the configured provider whether the token is a solved challenge. */
export async function verifyCaptcha(
  config: Pick<LeadConfig, "CAPTCHA_PROVIDER" | "CAPTCHA_SECRET">,
  token: string | undefined,
  ip: string,
  fetchImpl: typeof fetch = fetch,
): Promise<CaptchaVerdict> {
  if (!config.CAPTCHA_PROVIDER || !config.CAPTCHA_SECRET) return "passed";
  if (!token || token.length > 4096) return "failed";
  try {
    const response = await fetchImpl(verifyUrls[config.CAPTCHA_PROVIDER], {
      method: "POST",
      body: new URLSearchParams({ secret: config.CAPTCHA_SECRET, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return "unavailable";
    const answer = CaptchaAnswer.safeParse(await response.json());
    return answer.success && answer.data.success ? "passed" : "failed";
  } catch {
    return "unavailable";
  }
}
