import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CaptchaWidget } from "./CaptchaWidget";

describe("CaptchaWidget consent gating", () => {
  it("does not load reCAPTCHA or hCaptcha before their cookies are allowed, and offers the preferences", () => {
    for (const provider of ["recaptcha", "hcaptcha"] as const) {
      const html = renderToString(<CaptchaWidget provider={provider} siteKey="site-key" />);
      expect(html).not.toContain("<script");
      expect(html).toContain("Choose cookie preferences");
    }
  });

  it("loads Turnstile, which sets no tracking cookie, at once", () => {
    const html = renderToString(<CaptchaWidget provider="turnstile" siteKey="site-key" />);
    expect(html).toContain("https://challenges.cloudflare.com/turnstile/v0/api.js");
    expect(html).toContain('data-sitekey="site-key"');
  });
});
