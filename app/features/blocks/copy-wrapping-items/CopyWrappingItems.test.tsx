import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
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
    expect(renderInRouter(<CopyWrappingItems value={three} index={1} />)).toContain("lg:grid-cols-3");
    const four = CopyWrappingItemsValue.parse({ header: "Coverage", items, desktop_wrap_count: "4" });
    expect(renderInRouter(<CopyWrappingItems value={four} index={1} />)).toContain("lg:grid-cols-4");
  });

  it("renders each item's title as a heading under the block's header", () => {
    const value = CopyWrappingItemsValue.parse({ header: "Coverage", copy: "What each part carries.", items });
    const html = renderInRouter(<CopyWrappingItems value={value} index={1} />);
    expect(html).toMatch(/<h2[^>]*>Coverage<\/h2>/);
    expect(html.match(/<h3/g)).toHaveLength(3);
    expect(html).toContain("Five years on handles and locks.");
  });

  it("refuses an empty item list or a wrap count outside 1 to 4", () => {
    expect(CopyWrappingItemsValue.safeParse({ items: [] }).success).toBe(false);
    expect(CopyWrappingItemsValue.safeParse({ items, desktop_wrap_count: 7 }).success).toBe(false);
  });
});
