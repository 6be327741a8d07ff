// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import { CopyWrappingItems } from "./CopyWrappingItems";
import { CopyWrappingItemsValue } from "./schema";

const items = [
  { title: "Frames", text: "Ten years on frames and panels." },
  { title: "Glass", text: "Ten years on insulated glass seals." },
  { title: "Hardware", text: "Five years on handles and locks." },
];

describe("copy_wrapping_items", () => {
  it("wraps its items into desktop_wrap_count columns, three by default", () => {
    const three = CopyWrappingItemsValue.parse({ header: "Coverage", items });
    expect(three.desktop_wrap_count).toBe(3);
    expect(renderInDom(<CopyWrappingItems value={three} index={1} />).container.querySelector(String.raw`.lg\:grid-cols-3`)).not.toBeNull();
    const four = CopyWrappingItemsValue.parse({ header: "Coverage", items, desktop_wrap_count: "4" });
    expect(renderInDom(<CopyWrappingItems value={four} index={1} />).container.querySelector(String.raw`.lg\:grid-cols-4`)).not.toBeNull();
  });

  it("renders each item's title as a heading under the block's header", () => {
    const value = CopyWrappingItemsValue.parse({ header: "Coverage", copy: "What each part carries.", items });
    renderInDom(<CopyWrappingItems value={value} index={1} />);
    expect(screen.getByRole("heading", { level: 2, name: "Coverage" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Frames", "Glass", "Hardware"]);
    expect(screen.getByText("Five years on handles and locks.")).toBeTruthy();
  });

  it("refuses an empty item list or a wrap count outside 1 to 4", () => {
    expect(CopyWrappingItemsValue.safeParse({ items: [] }).success).toBe(false);
    expect(CopyWrappingItemsValue.safeParse({ items, desktop_wrap_count: 7 }).success).toBe(false);
  });
});
