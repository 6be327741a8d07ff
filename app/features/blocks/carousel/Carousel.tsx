import { lazy, Suspense } from "react";
import type { BlockProps } from "../block-props";
import { mediaFrame, sideColumn } from "./frame";

// The carousel and its script load only on pages that show one. The server renders it in full;
// the placeholder only holds its place during a client-side navigation.
const InteractiveCarousel = /* @__PURE__ */ lazy(() => import("./InteractiveCarousel"));

export function Carousel({ value, index }: BlockProps<"carousel">) {
  return (
    <Suspense
      fallback={
        <div className={`grid bg-ink ${sideColumn}`}>
          <div className={mediaFrame} />
        </div>
      }
    >
      <InteractiveCarousel value={value} first={index === 0} />
    </Suspense>
  );
}
