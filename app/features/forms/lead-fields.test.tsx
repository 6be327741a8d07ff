import { renderToString } from "react-dom/server";
import { describe, expect, expectTypeOf, it } from "vitest";
import { answered, type Answers } from "./answers";
import { CheckboxGroup, RadioGroup } from "./Fields";
import { leadFields, type LeadFieldName } from "./lead-fields";
import { yesNo } from "./options";

const afterError = leadFields<"lac_request_quote">({
  errors: { zip: ["Enter a 5-digit ZIP code."] },
  values: { zip: "9205", door_type: ["Folding Door", "Pocket Door"], product_updates: "false" },
  invalid: true,
});
/** The attributes of the element with this id, as a screen reader's tree would expose them. */
function control(html: string, id: string): Record<string, string> {
  const tag = new RegExp(`<[a-z]+ [^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? "";
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [name, value]));
}

const fresh = leadFields<"lac_request_service">({ errors: {}, values: {}, invalid: false });

describe("leadFields", () => {
  it("takes only the field names of the form's schema", () => {
    expectTypeOf<"zip">().toExtend<LeadFieldName<"lac_request_quote">>();
    expectTypeOf<"video_url">().not.toExtend<LeadFieldName<"lac_request_quote">>();
    // @ts-expect-error a misspelt field name fails the typecheck
    afterError.one("zipp");
    // @ts-expect-error a field of another form fails the typecheck
    afterError.text("video_url", "Video link");
    const answers: Answers<LeadFieldName<"lac_request_quote">> = { role: ["architect"] };
    expect(answered(answers, "role")).toBe(true);
    // @ts-expect-error a step cannot check a misspelt field either
    answered(answers, "rol");
  });

  it("wires a text field's name, id, required flag, the echoed value and its error to the input", () => {
    const html = renderToString(afterError.text("zip", "ZIP code", { required: true, inputMode: "numeric" }));
    expect(html).toContain('<label for="zip"');
    expect(control(html, "zip")).toMatchObject({
      name: "zip",
      required: "",
      value: "9205",
      inputMode: "numeric",
      "aria-invalid": "true",
      "aria-describedby": "zip-error",
    });
    expect(html).toContain('<p id="zip-error" class="mt-1.5 text-sm text-red-800" data-field-error="zip">Enter a 5-digit ZIP code.</p>');
  });

  it("leaves a field without errors valid and undescribed", () => {
    const html = renderToString(fresh.text("order_number", "Order number"));
    const input = control(html, "order_number");
    expect(input).toMatchObject({ name: "order_number", type: "text" });
    expect(Object.keys(input)).not.toContain("required");
    expect(Object.keys(input)).not.toContain("aria-invalid");
    expect(Object.keys(input)).not.toContain("aria-describedby");
  });

  it("gives a choice its fallback only when nothing was echoed", () => {
    expect(fresh.one("country", { required: true, fallback: "usa" })).toEqual({
      name: "country",
      required: true,
      errors: undefined,
      defaultValue: "usa",
    });
    const html = renderToString(<RadioGroup {...fresh.one("installed", { required: true })} label="Installed?" options={yesNo} />);
    expect(html).toContain('<fieldset data-field="installed"');
    expect(control(html, "installed-true")).toMatchObject({ type: "radio", name: "installed", value: "true", required: "" });
  });

  it("echoes every checked box of a list", () => {
    const html = renderToString(
      <CheckboxGroup
        {...afterError.many("door_type", { required: true })}
        label="Door types"
        options={[
          { value: "Folding Door", label: "Folding" },
          { value: "Pocket Door", label: "Pocket" },
          { value: "Swing Door", label: "Swing" },
        ]}
      />,
    );
    expect(html.match(/checked=""/g)).toHaveLength(2);
    expect(html).toContain('name="door_type[]"');
  });

  it("ticks an opt-in on a fresh form and keeps the visitor's choice after an error", () => {
    const contact = leadFields<"lac_contact_us">({ errors: {}, values: {}, invalid: false });
    expect(contact.optIn("product_updates")).toEqual({ name: "product_updates", defaultChecked: true });
    expect(afterError.optIn("product_updates")).toEqual({ name: "product_updates", defaultChecked: false });
  });
});
