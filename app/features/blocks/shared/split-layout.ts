type Split = { split_ratio: "60_40" | "70_30"; focus_side: "left" | "right" };

// Whole class names, so Tailwind finds them in the source.
const columns = {
  "60_40": { left: "md:grid-cols-[3fr_2fr]", right: "md:grid-cols-[2fr_3fr]" },
  "70_30": { left: "md:grid-cols-[7fr_3fr]", right: "md:grid-cols-[3fr_7fr]" },
} as const;

/** Grid columns for a split (the focus side takes 60 or 70 %) and the share of the viewport each side fills. */
export function splitLayout({ split_ratio, focus_side }: Split) {
  const focusShare = split_ratio === "60_40" ? 0.6 : 0.7;
  return {
    gridClass: columns[split_ratio][focus_side],
    focusSizes: `(min-width: 800px) ${Math.round(focusShare * 100)}vw, 100vw`,
    otherSizes: `(min-width: 800px) ${Math.round((1 - focusShare) * 100)}vw, 100vw`,
  };
}
