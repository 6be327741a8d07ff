import { z } from "zod";
import { Heading, ImageField, LINK_HINT, text } from "../shared/schema";

/** Product showcase of three images (SPEC §2). */
export const TriptychValue = z.object({
  header: Heading.optional(),
  items: z
    .array(
      z.object({
        title: text(120).min(1).meta({ label: "Name" }),
        link_url: text(2000).min(1).meta({ label: "Link to", hint: LINK_HINT }),
        image: ImageField,
      }),
    )
    .length(3)
    .meta({ label: "Products", itemLabel: "product", hint: "Exactly three, side by side." }),
});
