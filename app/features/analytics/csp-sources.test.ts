import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, mergeSources } from "../../../server/http/security";
import { leadFormSources } from "../leads/csp-sources";
import { analyticsSources } from "./csp-sources";

describe("analyticsSources", () => {
  it("adds nothing to the CSP without a container", () => {
    const policy = contentSecurityPolicy("n", { development: false, thirdParty: analyticsSources({}) });
    expect(policy).not.toContain("googletagmanager");
  });

  it("allows the tag manager and Google Analytics once a container is configured, beside the captcha", () => {
    const sources = mergeSources(
      leadFormSources({
        CAPTCHA_PROVIDER: "turnstile",
        CAPTCHA_SITE_KEY: "key",
        CAPTCHA_SECRET: "secret",
        FORM_ASSEMBLY_SCRIPT_URL: undefined,
      }),
      analyticsSources({ GTM_CONTAINER_ID: "GTM-ABC123" }),
    );
    const policy = contentSecurityPolicy("n", { development: false, thirdParty: sources });
    expect(policy).toMatch(/script-src 'self' 'nonce-n' https:\/\/challenges\.cloudflare\.com https:\/\/www\.googletagmanager\.com;/);
    expect(policy).toContain("https://*.google-analytics.com");
  });
});
