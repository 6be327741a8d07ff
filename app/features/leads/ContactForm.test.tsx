// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInDom, serverMarkup } from "../../../tests/support/render";
import { ContactForm } from "./ContactForm";
import { contactSubjectFrom } from "./options";
import type { LeadPageData } from "./routes.server";

const page: LeadPageData = {
  form: "lac_contact_us",
  fillToken: "1795400000000.signature",
  captcha: null,
  formAssemblyScriptUrl: null,
  productNewsTicked: true,
};
const subjectRadio = (name: string) => screen.getByRole<HTMLInputElement>("radio", { name });

describe("the contact form's subject", () => {
  it("takes form_type_id only when it names one of the subjects", () => {
    expect(contactSubjectFrom("technical_info")).toBe("technical_info");
    for (const value of [null, "", "Technical_Info", "technical_info ", "newsletter", "<script>"]) {
      expect(contactSubjectFrom(value)).toBeNull();
    }
  });

  it("is preselected in the server's HTML, before any script runs", () => {
    serverMarkup(<ContactForm page={page} subject="technical_info" />);
    expect(subjectRadio("Technical information").checked).toBe(true);
    expect(screen.getAllByRole<HTMLInputElement>("radio").filter((radio) => radio.checked)).toHaveLength(1);
  });

  it("counts as answered, so Next is ready on the subject step at once", () => {
    renderInDom(<ContactForm page={page} subject="technical_info" />);
    fireEvent.click(screen.getByRole("radio", { name: "Homeowner" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "What is it about?" })).toBeTruthy();
    expect(subjectRadio("Technical information").checked).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Next" }).disabled).toBe(false);
  });

  it("is left to the visitor without one", () => {
    renderInDom(<ContactForm page={page} />);
    fireEvent.click(screen.getByRole("radio", { name: "Homeowner" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(subjectRadio("Technical information").checked).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Next" }).disabled).toBe(true);
  });
});

describe("the contact form's fill token", () => {
  afterEach(() => vi.unstubAllGlobals());
  const sentToken = () => document.querySelector<HTMLInputElement>('input[name="_fill_token"]')?.value;

  it("is one of its own, asked of the lead API once scripts run, when the document's token is shared by every visitor of a cached page", async () => {
    const fetch = vi.fn(async () => Response.json({ fillToken: "1795400000001.own", field: "_fill_token" }));
    vi.stubGlobal("fetch", fetch);
    renderInDom(<ContactForm page={{ ...page, fillTokenShared: true }} />);
    await waitFor(() => expect(sentToken()).toBe("1795400000001.own"));
    expect(fetch).toHaveBeenCalledWith("/api/v1/forms/token", expect.objectContaining({ cache: "no-store" }));
  });

  it("stays the document's when the lead API cannot be reached, and is not asked for when the page rendered it for this visitor", async () => {
    const offline = vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")));
    vi.stubGlobal("fetch", offline);
    renderInDom(<ContactForm page={{ ...page, fillTokenShared: true }} />);
    await waitFor(() => expect(offline).toHaveBeenCalledOnce());
    expect(sentToken()).toBe(page.fillToken);
    cleanup();
    offline.mockClear();
    renderInDom(<ContactForm page={page} />);
    expect(sentToken()).toBe(page.fillToken);
    expect(offline).not.toHaveBeenCalled();
  });
});
