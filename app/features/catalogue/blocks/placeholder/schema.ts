import { z } from "zod";
import { productByKey } from "../../catalogue.server";
import { stepKeys } from "../../types";
import { ProductKey } from "../product-key";

/**
 * One section of a catalogue product inside a content page. The section is looked up here, on
 * the server, so the page receives that section and never the catalogue.
 */
export const PlaceholderValue = z
  .object({ product_key: ProductKey, step_key: z.enum(stepKeys).meta({ label: "Section" }) })
  .transform((value, context) => {
    const section = productByKey(value.product_key)?.sections.find((candidate) => candidate.stepKey === value.step_key);
    if (!section) {
      context.addIssue({ code: "custom", path: ["step_key"], message: `${value.product_key} has no ${value.step_key} section` });
      return z.NEVER;
    }
    return { section };
  });
