import { prerender } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig, type SiteConfig } from "../../../lib/site-config";
import { FormWrapper } from "./FormWrapper";
import { FormWrapperValue } from "./schema";

/** The whole block, with its lazily loaded form, as the server sends it (it waits for everything). */
async function render(value: unknown, site: SiteConfig = defaultSiteConfig): Promise<string> {
  const block = FormWrapperValue.parse(value);
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <FormWrapper value={block} index={0} /> }]);
  const root = { site, origin: "http://localhost:3000", fillToken: "1795400000000.signature" };
  const { prelude } = await prerender(<Stub hydrationData={{ loaderData: { root } }} />);
  return new Response(prelude).text();
}

describe("form_wrapper", () => {
  it("accepts each of the four lead forms and nothing else", () => {
    for (const form of ["lac_request_quote", "lac_request_service", "lac_contact_us", "lac_become_dealer"]) {
      expect(FormWrapperValue.safeParse({ form }).success).toBe(true);
    }
    for (const form of ["lac_newsletter", "", "LAC_CONTACT_US", 3]) {
      expect(FormWrapperValue.safeParse({ form }).success).toBe(false);
    }
    expect(FormWrapperValue.safeParse({}).success).toBe(false);
  });

  it("limits the title", () => {
    expect(FormWrapperValue.safeParse({ form: "lac_contact_us", title: "x".repeat(201) }).success).toBe(false);
  });

  it("renders its title and the named form, posting to that form's page with its name and the document's fill token", async () => {
    const html = await render({ form: "lac_contact_us", title: "Write to us" });
    expect(html).toMatch(/<h2[^>]*>Write to us<\/h2>/);
    expect(html).toMatch(/<form aria-label="Send a Question or Comment"[^>]*action="\/contact-us"/);
    expect(html).toContain('<input type="hidden" name="processor" value="lac_contact_us"/>');
    expect(html).toContain('<input type="hidden" name="_fill_token" value="1795400000000.signature"/>');
    expect(html).toContain("Which best describes you?");
  });

  it("shows the configured captcha, so a lead sent from a content page passes the server's check", async () => {
    const captcha = { provider: "turnstile", siteKey: "0x4AAAAAAAtest" } as const;
    const html = await render({ form: "lac_contact_us" }, { ...defaultSiteConfig, captcha });
    expect(html).toContain('data-sitekey="0x4AAAAAAAtest"');
    expect(await render({ form: "lac_contact_us" })).not.toContain("data-sitekey");
  });

  it("renders the dealer application, without a title of its own when none is given", async () => {
    const html = await render({ form: "lac_become_dealer" });
    expect(html).toMatch(/<form[^>]*action="\/become-dealer"/);
    expect(html).not.toMatch(/<section[^>]*><h2/);
  });
});
