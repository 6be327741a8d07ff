import { z } from "zod";

/** SPEC §3 vertical_spacer: breathing room between two blocks. */
export const VerticalSpacerValue = z.object({
  vertical_spacer: z
    .enum(["small", "medium", "large"])
    .default("medium")
    .meta({ label: "Space", optionLabels: { small: "Small", medium: "Medium", large: "Large" } }),
});
