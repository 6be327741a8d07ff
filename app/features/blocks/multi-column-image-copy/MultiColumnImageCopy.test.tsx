import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
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
    const html = renderInRouter(<MultiColumnImageCopy value={value} index={1} />);
    expect(html).toContain("lg:grid-cols-4");
    expect(html.match(/<h3/g)).toHaveLength(4);
    expect(html).toContain('sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"');
  });

  it("drops blank calls to action and refuses an empty list", () => {
    const value = MultiColumnImageCopyValue.parse({ items: [item("a", { text: "", url: "/x" }), item("b", { text: "More", url: "/y" })] });
    const html = renderInRouter(<MultiColumnImageCopy value={value} index={1} />);
    expect(html).not.toContain('href="/x"');
    expect(html).toContain('href="/y"');
    expect(MultiColumnImageCopyValue.safeParse({ items: [] }).success).toBe(false);
  });
});
