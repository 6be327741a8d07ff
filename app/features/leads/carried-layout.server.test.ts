import { describe, expect, it } from "vitest";
import { doorMaterials } from "~/features/catalogue";
import { carriedLayout } from "./carried-layout.server";
import { leadEmail } from "./notification.server";
import { doorTypes, materialTypes, values } from "./options";
import { validateLead } from "./schemas";
import { validLeads } from "../../../tests/support/leads";

const address = "product=folding-doors%2Faluminum-thermally-controlled&width=196&height=96&unit=in&layout=5-split-3-2";
const summary = "Aluminum Thermally Controlled Folding Doors: 16 ft 4 in × 8 ft, 5 panels, 3 left + 2 right";

describe("a layout carried to the quote form", () => {
  it("shows what the address carries, answers the door type and material, and posts the address as it was read", () => {
    expect(carriedLayout(new URLSearchParams(`${address}&dealer=harborline&utm_source=x&layout2=1`))).toEqual({
      summary,
      search: address,
      doorType: "Folding Door",
      materialType: "Aluminum (Thermally Controlled)",
    });
    expect(carriedLayout(new URLSearchParams("product=screens%2Fpleated&width=196&height=96"))).toMatchObject({
      doorType: null,
      materialType: null,
    });
    expect(carriedLayout(new URLSearchParams("product=nothing&width=196&height=96"))).toBeNull();
  });

  it("answers only with the quote form's own options, for every material and kind of door", () => {
    for (const material of doorMaterials) {
      const carried = carriedLayout(new URLSearchParams(`product=folding-doors%2F${material}`));
      expect(values(materialTypes), material).toContain(carried?.materialType);
      expect(values(doorTypes)).toContain(carried?.doorType);
    }
    for (const line of ["sliding-doors", "swing-doors"])
      expect(values(doorTypes)).toContain(carriedLayout(new URLSearchParams(`product=${line}%2Faluminum`))?.doorType);
  });

  it("keeps the layout with the lead's answers, and drops a field that names nothing without an error for the visitor", () => {
    const quote = (opening: unknown) => validateLead("lac_request_quote", { ...validLeads.lac_request_quote, opening } as never);
    expect(quote(address)).toMatchObject({
      success: true,
      data: { opening: { product: "folding-doors/aluminum-thermally-controlled", summary } },
    });
    for (const forged of ["", "product=x", ["a", "b"], "x".repeat(501), "\u0000"]) {
      const result = quote(forged);
      expect(result.success, String(forged)).toBe(true);
      expect(result.success && result.data.opening).toBeUndefined();
    }
  });

  it("says the layout in the lead's e-mail, in the form's order", () => {
    const validated = validateLead("lac_request_quote", { ...validLeads.lac_request_quote, opening: address });
    if (!validated.success) throw new Error("the quote is valid");
    const email = leadEmail({ id: "lead-1", form: "lac_request_quote", fields: validated.data, photos: [], createdAt: new Date(0) });
    expect(email.text).toContain(`Materials: Aluminum (Thermally Controlled)\nOpening: ${summary}\nTimeframe: 6-12 months`);
    expect(email.html).toContain(`<th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">Opening</th>`);
  });
});
