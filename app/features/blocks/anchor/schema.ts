import { z } from "zod";

/** An in-page anchor target: `#anchor_id` links land here. */
export const AnchorValue = z.object({
  anchor_id: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z][a-z0-9-]*$/, "lower-case letters, digits and dashes")
    .meta({
      label: "Anchor name",
      hint: "Lower-case letters, digits and dashes, such as sliding-doors. A link ending in #sliding-doors lands here.",
    }),
});
