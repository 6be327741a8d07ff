import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
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
    const html = renderInRouter(<FormSelector value={FormSelectorValue.parse(value)} index={1} />);
    expect(html).toMatch(/<form[^>]*action="\/contact-us" method="get"/);
    const id = /<label[^>]*for="([^"]+)"[^>]*>Topic<\/label>/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<select id="${id}" name="form_type_id"`);
    expect(html).toContain('<option value="technical_info">Technical information</option>');
    expect(html).toMatch(/<button type="submit"[^>]*>Go to the form<\/button>/);
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
