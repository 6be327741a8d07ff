import type { LeadConfig } from "./config";

/** Third-party origins a page may load scripts from, frame, connect and post forms to, beyond our own. */
export type ThirdPartySources = { script: string[]; frame: string[]; connect: string[]; form: string[] };

// Each provider's script loads its challenge in a frame from these hosts and talks back to them.
const captchaHosts = {
  turnstile: ["https://challenges.cloudflare.com"],
  hcaptcha: ["https://hcaptcha.com", "https://*.hcaptcha.com"],
  recaptcha: ["https://www.google.com", "https://www.gstatic.com", "https://www.recaptcha.net"],
} as const;

type CaptchaConfig = Pick<LeadConfig, "CAPTCHA_PROVIDER" | "CAPTCHA_SITE_KEY" | "CAPTCHA_SECRET">;

/** The captcha the form pages show: only with a provider, its site key and its secret. */
export function configuredCaptcha({ CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY, CAPTCHA_SECRET }: CaptchaConfig) {
  return CAPTCHA_PROVIDER && CAPTCHA_SITE_KEY && CAPTCHA_SECRET ? { provider: CAPTCHA_PROVIDER, siteKey: CAPTCHA_SITE_KEY } : null;
}

/** What the lead forms need the CSP to allow: the configured captcha and embedded form, nothing else. */
export function leadFormSources(config: CaptchaConfig & Pick<LeadConfig, "FORM_ASSEMBLY_SCRIPT_URL">): ThirdPartySources {
  const captcha = configuredCaptcha(config);
  const captchaOrigins = captcha ? [...captchaHosts[captcha.provider]] : [];
  // The embedded form's script draws the form, which then posts to its own service.
  const embeddedForm = config.FORM_ASSEMBLY_SCRIPT_URL ? [new URL(config.FORM_ASSEMBLY_SCRIPT_URL).origin] : [];
  const hosts = [...captchaOrigins, ...embeddedForm];
  return { script: hosts, frame: hosts, connect: hosts, form: embeddedForm };
}
