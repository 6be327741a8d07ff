// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import { MultiColumnImageCopy } from "./MultiColumnImageCopy";
import { MultiColumnImageCopyValue } from "./schema";

const item = (header: string, cta?: { text: string; url: string }) => ({
  header,
  text: "Copy",
  image: { image_url: `/media/${header}.jpg`, alt_text: header, width: 1600, height: 1200 },
  call_to_action: cta,
});

describe("multi_column_image_copy", () => {
  it("sets its items in the requested number of columns with a heading each", () => {
    const value = MultiColumnImageCopyValue.parse({
      header: "Applications",
      column_count: 4,
      items: [item("a"), item("b"), item("c"), item("d")],
    });
    renderInDom(<MultiColumnImageCopy value={value} index={1} />);
    const headings = screen.getAllByRole("heading", { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(["a", "b", "c", "d"]);
    expect(headings[0]?.closest(String.raw`.lg\:grid-cols-4`)).not.toBeNull();
    expect(screen.getByRole("img", { name: "a" }).getAttribute("sizes")).toBe("(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw");
  });

  it("drops blank calls to action and refuses an empty list", () => {
    const value = MultiColumnImageCopyValue.parse({ items: [item("a", { text: "", url: "/x" }), item("b", { text: "More", url: "/y" })] });
    renderInDom(<MultiColumnImageCopy value={value} index={1} />);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/y"]);
    expect(MultiColumnImageCopyValue.safeParse({ items: [] }).success).toBe(false);
  });
});
