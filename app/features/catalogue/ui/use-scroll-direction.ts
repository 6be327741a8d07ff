import { useEffect, useState } from "react";

// Trackpad jitter and rubber-banding must not flip the bar.
const MIN_DELTA = 6;

/**
 * "down" while the page scrolls down past `threshold` pixels, "up" as soon as it scrolls back up
 * (or sits above the threshold): what the product sub-navigation follows to hide and show.
 */
export function useScrollDirection(threshold: number): "up" | "down" {
  const [direction, setDirection] = useState<"up" | "down">("up");
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - lastY) < MIN_DELTA) return;
      setDirection(y > lastY && y > threshold ? "down" : "up");
      lastY = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return direction;
}
