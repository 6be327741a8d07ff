// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom, serverMarkup } from "../../../tests/support/render";
import { ContactForm } from "./ContactForm";
import { contactSubjectFrom } from "./options";
import type { LeadPageData } from "./page.server";

const page: LeadPageData = { form: "lac_contact_us", fillToken: "1795400000000.signature", captcha: null, formAssemblyScriptUrl: null };
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
