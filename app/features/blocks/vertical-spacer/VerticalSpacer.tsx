import type { BlockProps } from "../block-props";

const heights = { small: "h-6 md:h-8", medium: "h-12 md:h-16", large: "h-20 md:h-32" } as const;

export function VerticalSpacer({ value }: BlockProps<"vertical_spacer">) {
  return <div aria-hidden="true" className={heights[value.vertical_spacer]} />;
}
