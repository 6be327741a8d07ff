import { describe, expect, it } from "vitest";
import { configuredCaptcha, leadFormSources } from "./csp-sources";

const captcha = { CAPTCHA_SITE_KEY: "site-key", CAPTCHA_SECRET: "secret" };

describe("leadFormSources", () => {
  it("allows no third party when neither a captcha nor an embedded form is configured", () => {
    expect(leadFormSources({})).toEqual({ script: [], frame: [], connect: [], form: [] });
  });

  it("allows only the configured captcha provider's hosts", () => {
    expect(leadFormSources({ ...captcha, CAPTCHA_PROVIDER: "turnstile" }).script).toEqual(["https://challenges.cloudflare.com"]);
    expect(leadFormSources({ ...captcha, CAPTCHA_PROVIDER: "hcaptcha" }).frame).toEqual(["https://hcaptcha.com", "https://*.hcaptcha.com"]);
    expect(leadFormSources({ ...captcha, CAPTCHA_PROVIDER: "recaptcha" }).connect).toEqual([
      "https://www.google.com",
      "https://www.gstatic.com",
      "https://www.recaptcha.net",
    ]);
    expect(leadFormSources({ ...captcha, CAPTCHA_PROVIDER: "turnstile" }).form).toEqual([]);
  });

  it("allows nothing for a provider whose site key or secret is missing, as the pages then show no captcha", () => {
    expect(configuredCaptcha({ CAPTCHA_PROVIDER: "turnstile", CAPTCHA_SECRET: "secret" })).toBeNull();
    expect(leadFormSources({ CAPTCHA_PROVIDER: "turnstile", CAPTCHA_SECRET: "secret" }).script).toEqual([]);
  });

  it("allows the embedded form script's origin for scripts, frames, requests and its form posts", () => {
    const sources = leadFormSources({ FORM_ASSEMBLY_SCRIPT_URL: "https://forms.example.com/rest/forms/view/42?x=1" });
    expect(sources).toEqual({
      script: ["https://forms.example.com"],
      frame: ["https://forms.example.com"],
      connect: ["https://forms.example.com"],
      form: ["https://forms.example.com"],
    });
  });
});
