// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, expectTypeOf, it } from "vitest";
import { serverMarkup } from "../../../tests/support/render";
import { answered, type Answers } from "./answers";
import { CheckboxGroup, RadioGroup } from "~/ui/fields";
import { leadFields, type LeadFieldName } from "./lead-fields";
import { yesNo } from "./options";

const afterError = leadFields<"lac_request_quote">({
  errors: { zip: ["Enter a 5-digit ZIP code."] },
  values: { zip: "9205", door_type: ["Folding Door", "Pocket Door"], product_updates: "false" },
  invalid: true,
});
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
    serverMarkup(afterError.text("zip", "ZIP code", { required: true, inputMode: "numeric" }), { router: false });
    const input = screen.getByRole("textbox", { name: "ZIP code" });
    expect(input).toMatchObject({ id: "zip", name: "zip", required: true, value: "9205", inputMode: "numeric" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const error = screen.getByText("Enter a 5-digit ZIP code.");
    expect(input.getAttribute("aria-describedby")).toBe(error.id);
  });

  it("asks the visitor's name, e-mail and phone alike on every form, with the browser's autofill names", () => {
    const echoed = leadFields<"lac_submit_project">({
      errors: { phone: ["Enter a phone number with area code, like (555) 555 - 5555."] },
      values: { first_name: "Ana", phone: "555" },
      invalid: true,
    });
    serverMarkup(
      <>
        {echoed.personName()}
        {echoed.email()}
        {echoed.phone({ required: false })}
      </>,
      { router: false },
    );
    expect(screen.getByRole("textbox", { name: "First name" })).toMatchObject({ required: true, value: "Ana", autocomplete: "given-name" });
    expect(screen.getByRole("textbox", { name: "Last name" })).toMatchObject({ required: true, autocomplete: "family-name" });
    expect(screen.getByRole("textbox", { name: "Email" })).toMatchObject({ type: "email", required: true, autocomplete: "email" });
    const phone = screen.getByRole("textbox", { name: "Phone" });
    expect(phone).toMatchObject({ type: "tel", required: false, value: "555", autocomplete: "tel" });
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    serverMarkup(fresh.phone({ required: true }), { router: false });
    expect(screen.getAllByRole("textbox", { name: /Phone/ }).at(-1)).toMatchObject({ required: true });
  });

  it("leaves a field without errors valid and undescribed", () => {
    serverMarkup(fresh.text("order_number", "Order number"), { router: false });
    const input = screen.getByRole("textbox", { name: "Order number" });
    expect(input).toMatchObject({ name: "order_number", type: "text", required: false });
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("gives a choice its fallback only when nothing was echoed", () => {
    expect(fresh.one("country", { required: true, fallback: "usa" })).toEqual({
      name: "country",
      required: true,
      errors: undefined,
      defaultValue: "usa",
    });
    serverMarkup(<RadioGroup {...fresh.one("installed", { required: true })} label="Installed?" options={yesNo} />, { router: false });
    const group = screen.getByRole("group", { name: "Installed?" });
    expect(group.dataset.field).toBe("installed");
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => [(radio as HTMLInputElement).name, (radio as HTMLInputElement).value])).toContainEqual([
      "installed",
      "true",
    ]);
    expect(radios.every((radio) => (radio as HTMLInputElement).required && !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it("echoes every checked box of a list", () => {
    serverMarkup(
      <CheckboxGroup
        {...afterError.many("door_type", { required: true })}
        label="Door types"
        options={[
          { value: "Folding Door", label: "Folding" },
          { value: "Pocket Door", label: "Pocket" },
          { value: "Swing Door", label: "Swing" },
        ]}
      />,
      { router: false },
    );
    const boxes = within(screen.getByRole("group", { name: "Door types" })).getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.filter((box) => box.checked).map((box) => box.value)).toEqual(["Folding Door", "Pocket Door"]);
    expect(new Set(boxes.map((box) => box.name))).toEqual(new Set(["door_type[]"]));
  });

  it("starts an opt-in as the site's setting says on a fresh form and keeps the visitor's choice after an error", () => {
    const contact = leadFields<"lac_contact_us">({ errors: {}, values: {}, invalid: false });
    expect(contact.optIn("product_updates", true)).toEqual({ name: "product_updates", defaultChecked: true });
    expect(contact.optIn("product_updates", false)).toEqual({ name: "product_updates", defaultChecked: false });
    expect(afterError.optIn("product_updates", true)).toEqual({ name: "product_updates", defaultChecked: false });
  });
});
