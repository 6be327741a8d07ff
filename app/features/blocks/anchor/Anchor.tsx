import type { BlockProps } from "../block-props";

/** Scrolled-to anchors stop 100 px below the top so the sticky header does not cover them (SPEC §9). */
export function Anchor({ value }: BlockProps<"anchor">) {
  return <div id={value.anchor_id} className="scroll-mt-[100px]" />;
}
