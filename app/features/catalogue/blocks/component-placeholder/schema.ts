import { z } from "zod";
import { productByKey } from "../../catalogue.server";
import { productName } from "../../product-lines";
import { stepKeys } from "../../types";
import { ProductKey } from "../product-key";

/**
 * A catalogue product's sections inside a content page: all of them, or those named in
 * `step_keys`, in catalogue order. Resolved on the server like `placeholder`.
 */
export const ComponentPlaceholderValue = z
  .object({
    product_key: ProductKey,
    step_keys: z
      .array(z.enum(stepKeys))
      .max(stepKeys.length)
      .default([])
      .meta({ label: "Sections", itemLabel: "section", hint: "None chosen shows them all." }),
  })
  .transform((value, context) => {
    const product = productByKey(value.product_key);
    const sections = product?.sections.filter((section) => value.step_keys.length === 0 || value.step_keys.includes(section.stepKey)) ?? [];
    if (!product || sections.length === 0) {
      context.addIssue({ code: "custom", path: ["step_keys"], message: `${value.product_key} has none of these sections` });
      return z.NEVER;
    }
    return { title: productName(product), sections };
  });
