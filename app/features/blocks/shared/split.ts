import { z } from "zod";
import { text } from "./schema";

/** SPEC §3: split_ratio is 60_40 or other; anything else is the 70/30 split. */
export const SplitRatio = text(20)
  .default("60_40")
  .transform((ratio) => (ratio === "60_40" ? ("60_40" as const) : ("70_30" as const)))
  .meta({
    label: "Share of the width",
    hint: "The larger side takes 60 or 70 % of the width.",
    optionLabels: { "60_40": "60 % and 40 %", "70_30": "70 % and 30 %" },
  });

/** The split ratios the block editor offers (the schema reads any other as 70/30). */
export const splitRatios = ["60_40", "70_30"] as const;

/** The side that takes the larger share of the split. */
export const FocusSide = z
  .enum(["left", "right"])
  .default("left")
  .meta({ label: "Larger side", optionLabels: { left: "Left", right: "Right" } });
