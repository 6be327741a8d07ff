// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { prerender } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig, type SiteConfig } from "../../../../lib/site-config";
import { FormWrapper } from "./FormWrapper";
import { FormWrapperValue } from "./schema";

/** The whole block, with its lazily loaded form, as the server sends it (it waits for everything). */
/** The server's markup of the block, parsed into the document: the forms work before any script. */
async function render(value: unknown, site: SiteConfig = defaultSiteConfig): Promise<HTMLElement> {
  const block = FormWrapperValue.parse(value);
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <FormWrapper value={block} index={0} /> }]);
  const root = { site, origin: "http://localhost:3000", fillToken: "1795400000000.signature" };
  const { prelude } = await prerender(<Stub hydrationData={{ loaderData: { root } }} />);
  document.body.innerHTML = await new Response(prelude).text();
  return document.body;
}

describe("form_wrapper", () => {
  it("accepts each of the lead forms and nothing else", () => {
    for (const form of ["lac_request_quote", "lac_request_service", "lac_contact_us", "lac_become_dealer", "lac_submit_project"]) {
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
    await render({ form: "lac_contact_us", title: "Write to us" });
    expect(screen.getByRole("heading", { level: 2, name: "Write to us" })).toBeTruthy();
    const form = screen.getByRole<HTMLFormElement>("form", { name: "Send a Question or Comment" });
    expect(form.getAttribute("action")).toBe("/contact-us");
    const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;
    expect([hidden("processor"), hidden("_fill_token")]).toEqual(["lac_contact_us", "1795400000000.signature"]);
    expect(within(form).getByText("Which best describes you?")).toBeTruthy();
  });

  it("shows the configured captcha, so a lead sent from a content page passes the server's check", async () => {
    const captcha = { provider: "turnstile", siteKey: "0x4AAAAAAAtest" } as const;
    const page = await render({ form: "lac_contact_us" }, { ...defaultSiteConfig, captcha });
    expect(page.querySelector("[data-sitekey]")?.getAttribute("data-sitekey")).toBe("0x4AAAAAAAtest");
    expect((await render({ form: "lac_contact_us" })).querySelector("[data-sitekey]")).toBeNull();
  });

  it("renders the project form, posting with its photos to /submit-your-project", async () => {
    const page = await render({ form: "lac_submit_project" });
    const form = screen.getByRole<HTMLFormElement>("form", { name: "Submit Your Project" });
    expect([form.getAttribute("action"), form.getAttribute("method"), form.getAttribute("enctype")]).toEqual([
      "/submit-your-project",
      "post",
      "multipart/form-data",
    ]);
    expect(page.querySelector<HTMLInputElement>('input[type="file"][name="photo[]"]')?.required).toBe(true);
  });

  it("renders the dealer application, without a title of its own when none is given", async () => {
    const page = await render({ form: "lac_become_dealer" });
    expect(page.querySelector("form")?.getAttribute("action")).toBe("/become-dealer");
    expect(page.querySelector("section > h2:first-child")).toBeNull();
  });
});
