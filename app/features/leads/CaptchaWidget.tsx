import { type ConsentCategory, openPreferences, useConsent } from "~/features/consent";
import { useNonce } from "~/lib/nonce";

const scripts = {
  turnstile: { src: "https://challenges.cloudflare.com/turnstile/v0/api.js", className: "cf-turnstile" },
  hcaptcha: { src: "https://js.hcaptcha.com/1/api.js", className: "h-captcha" },
  recaptcha: { src: "https://www.google.com/recaptcha/api.js", className: "g-recaptcha" },
} as const;

type CaptchaProvider = keyof typeof scripts;

/**
 * The cookie category each provider's script needs before it may load: Turnstile sets no
 * tracking cookie; hCaptcha keeps a preference cookie; reCAPTCHA carries Google's cookies,
 * which serve advertising too.
 */
export const captchaConsent: Record<CaptchaProvider, ConsentCategory> = {
  turnstile: "necessary",
  hcaptcha: "preferences",
  recaptcha: "marketing",
};

/**
 * The configured provider's challenge, loaded only once the visitor allows the cookies it needs
 * (nothing non-essential before consent). Its script fills in the provider's own response
 * field, which the server reads when `_captcha` is absent (captcha.server.ts).
 */
export function CaptchaWidget({ provider, siteKey }: { provider: CaptchaProvider; siteKey: string }) {
  const nonce = useNonce();
  const needed = captchaConsent[provider];
  const consent = useConsent(needed);
  const { src, className } = scripts[provider];
  if (needed !== "necessary" && consent !== "granted") {
    return (
      <p className="text-sm text-stone">
        The security check needs {needed} cookies.{" "}
        <button type="button" onClick={openPreferences} className="underline underline-offset-4 hover:text-bronze-dark">
          Choose cookie preferences
        </button>{" "}
        to send this form.
      </p>
    );
  }
  return (
    <>
      <div className={className} data-sitekey={siteKey} />
      {/* After a consent given on this page React 19 adds the script itself; the CSP allows its host by name. */}
      <script src={src} async defer nonce={nonce} />
    </>
  );
}
