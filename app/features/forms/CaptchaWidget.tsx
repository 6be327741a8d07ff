import { useNonce } from "~/lib/nonce";

const scripts = {
  turnstile: { src: "https://challenges.cloudflare.com/turnstile/v0/api.js", className: "cf-turnstile" },
  hcaptcha: { src: "https://js.hcaptcha.com/1/api.js", className: "h-captcha" },
  recaptcha: { src: "https://www.google.com/recaptcha/api.js", className: "g-recaptcha" },
} as const;

/**
 * The configured provider's challenge. Its script fills in the provider's own response field,
 * which the server reads when `_captcha` is absent (captcha.server.ts).
 */
export function CaptchaWidget({ provider, siteKey }: { provider: keyof typeof scripts; siteKey: string }) {
  const nonce = useNonce();
  const { src, className } = scripts[provider];
  return (
    <>
      <div className={className} data-sitekey={siteKey} />
      <script src={src} async defer nonce={nonce} />
    </>
  );
}
