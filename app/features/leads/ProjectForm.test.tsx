// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../../lib/site-config";
import type { LeadActionData, LeadPageData } from "./routes.server";
import { ProjectForm } from "./ProjectForm";
import { PUBLISH_CONSENT_MESSAGE } from "./schemas";

const page: LeadPageData = {
  form: "lac_submit_project",
  fillToken: "1795400000000.signature",
  captcha: null,
  formAssemblyScriptUrl: null,
  productNewsTicked: true,
};

/** The form inside a router, as the page shows it after the server's answer to a post (none: a fresh form). */
function inRouter(answer?: LeadActionData, shown: LeadPageData = page) {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <ProjectForm page={shown} /> }]);
  const root = { site: defaultSiteConfig, origin: "http://localhost:3000" };
  return <Stub hydrationData={{ loaderData: { root }, actionData: answer ? { root: answer } : undefined }} />;
}

const invalid: LeadActionData = {
  status: "invalid",
  errors: {
    project_name: ["Use at most 200 characters."],
    photo: ["Attach at least one photo."],
    publish_consent: [PUBLISH_CONSENT_MESSAGE],
  },
  values: {
    project_name: "Casa Marea",
    location: "Encinitas, California",
    product: "screens/pleated",
    description: "Opens onto the terrace.",
    first_name: "Noa",
    email: "noa@example.com",
  },
};

const control = <T extends HTMLElement>(label: string | RegExp) => screen.getByLabelText<T>(label);
const describedText = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");

describe("the project form", () => {
  it("is a plain multipart post to /submit-your-project before any script, its required fields marked and required", () => {
    document.body.innerHTML = renderToString(inRouter());
    const form = screen.getByRole<HTMLFormElement>("form", { name: "Submit Your Project" });
    expect([form.getAttribute("method"), form.getAttribute("enctype"), form.getAttribute("action")]).toEqual([
      "post",
      "multipart/form-data",
      "/submit-your-project",
    ]);
    for (const label of ["Project name", "Location", "Product", "Photos", "First name", "Last name", "Email"]) {
      const field = control<HTMLInputElement>(new RegExp(`^${label}`));
      expect(field.required, label).toBe(true);
      expect(form.querySelector(`label[for="${field.id}"]`)?.textContent, label).toBe(`${label} *`);
    }
    for (const label of ["Phone", "About the project"]) expect(control<HTMLInputElement>(label).required, label).toBe(false);
    const consent = control<HTMLInputElement>(/LaCantina Doors may publish them/);
    expect([consent.required, consent.checked]).toEqual([true, false]);
    expect(control<HTMLInputElement>("Send me product news and updates.").checked).toBe(true);
    expect(screen.getByRole("option", { name: "Aluminum Wood Folding Doors" })).toBeTruthy();
    expect(screen.getByText("Photos only, under 100 MB in all.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Privacy Policy (opens in a new tab)" }).getAttribute("href")).toBe(
      defaultSiteConfig.privacyPolicyUrl,
    );
  });

  it("starts the product news box unticked where the site's setting says so (CASL, GDPR)", () => {
    render(inRouter(undefined, { ...page, productNewsTicked: false }));
    expect(control<HTMLInputElement>("Send me product news and updates.").checked).toBe(false);
  });

  it("after the server's errors, shows each under its field, tied to it, keeps what was typed, and puts focus on the first", async () => {
    render(inRouter(invalid));
    const name = control<HTMLInputElement>("Project name *");
    expect(name.value).toBe("Casa Marea");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(name)).toContain("Use at most 200 characters.");
    expect(describedText(control("Photos *"))).toContain("Attach at least one photo.");
    const consent = control<HTMLInputElement>(/LaCantina Doors may publish them/);
    expect([consent.checked, consent.getAttribute("aria-invalid")]).toEqual([false, "true"]);
    expect(describedText(consent)).toBe(PUBLISH_CONSENT_MESSAGE);
    expect(control<HTMLSelectElement>("Product *").value).toBe("screens/pleated");
    expect(control<HTMLTextAreaElement>("About the project").value).toBe("Opens onto the terrace.");
    expect(control<HTMLInputElement>("Email *").value).toBe("noa@example.com");
    // The opt-in was not sent: the visitor had unticked it.
    expect(control<HTMLInputElement>("Send me product news and updates.").checked).toBe(false);
    await expect.poll(() => document.activeElement).toBe(name);
  });

  it("gives way to the thank-you once the project is received", () => {
    render(inRouter({ status: "received", form: "lac_submit_project" }));
    expect(screen.getByRole("heading", { name: "Thank You" })).toBeTruthy();
    expect(screen.getByText(/link for uploading full-size photographs/)).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
  });
});
