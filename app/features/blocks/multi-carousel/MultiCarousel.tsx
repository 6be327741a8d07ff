import { lazy, Suspense } from "react";
import type { BlockProps } from "../block-props";

// The carousel and its script load only on pages that show one. The server renders it in full;
// the placeholder only holds its place during a client-side navigation.
const InteractiveMultiCarousel = /* @__PURE__ */ lazy(() => import("./InteractiveMultiCarousel"));

export function MultiCarousel({ value }: BlockProps<"multi_carousel">) {
  return (
    <Suspense fallback={<div className="min-h-[640px]" />}>
      <InteractiveMultiCarousel value={value} />
    </Suspense>
  );
}
