import { lazy, Suspense } from "react";
import type { BlockProps } from "../block-props";
import { slideFrame } from "./frame";

// The carousel and its script load only on pages that show one. The server renders it in full;
// the placeholder only holds its place during a client-side navigation.
const InteractiveFullBleedCarousel = /* @__PURE__ */ lazy(() => import("./InteractiveFullBleedCarousel"));

export function FullBleedCarousel({ value, index }: BlockProps<"full_bleed_carousel">) {
  return (
    <Suspense fallback={<div className={`bg-ink ${slideFrame}`} />}>
      <InteractiveFullBleedCarousel value={value} first={index === 0} />
    </Suspense>
  );
}
