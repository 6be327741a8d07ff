// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serverMarkup } from "../../../../tests/support/render";
import { FormSelector } from "./FormSelector";
import { FormSelectorValue } from "./schema";

const value = {
  title: "How can we help?",
  sub_title: "Choose a topic.",
  form_url: "/contact-us",
  form_type_id: {
    label: "Topic",
    options: [
      { label: "Sales", value: "sales" },
      { label: "Technical information", value: "technical_info" },
    ],
  },
  submit_cta: "Go to the form",
};

describe("form_selector", () => {
  it("is a GET form to form_url with a labelled select of the form types", () => {
    // A plain form, so it works before (and without) any script.
    serverMarkup(<FormSelector value={FormSelectorValue.parse(value)} index={1} />);
    const submit = screen.getByRole<HTMLButtonElement>("button", { name: "Go to the form" });
    expect(submit.type).toBe("submit");
    const form = submit.closest("form");
    expect([form?.getAttribute("action"), form?.getAttribute("method")]).toEqual(["/contact-us", "get"]);
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Topic" });
    expect([select.tagName, select.name, select.form]).toEqual(["SELECT", "form_type_id", form]);
    expect(screen.getByRole<HTMLOptionElement>("option", { name: "Technical information" }).value).toBe("technical_info");
  });

  it("accepts only a site path or an http(s) URL as form_url", () => {
    expect(FormSelectorValue.safeParse({ ...value, form_url: "https://forms.example.com/f/1" }).success).toBe(true);
    for (const form_url of ["javascript:alert(1)", "//evil.example.com", "data:text/html,x", ""]) {
      expect(FormSelectorValue.safeParse({ ...value, form_url }).success).toBe(false);
    }
  });

  it("needs at least one option", () => {
    expect(FormSelectorValue.safeParse({ ...value, form_type_id: { options: [] } }).success).toBe(false);
  });
});
