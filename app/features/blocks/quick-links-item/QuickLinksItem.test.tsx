import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { QuickLinksItem } from "./QuickLinksItem";
import { QuickLinksItemValue } from "./schema";

describe("quick_links_item", () => {
  it("makes the whole row one link to its call to action", () => {
    const value = QuickLinksItemValue.parse({
      title: "Warranty",
      text: "What is covered, and for how long.",
      call_to_action: { text: "Read", url: "/support/warranty" },
    });
    const html = renderInRouter(<QuickLinksItem value={value} index={1} />);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toMatch(/<a[^>]*href="\/support\/warranty"[^>]*>.*Warranty.*What is covered, and for how long\..*Read.*<\/a>/);
  });

  it("is plain text when its call to action has no text (SPEC §5)", () => {
    const value = QuickLinksItemValue.parse({ title: "Warranty", call_to_action: { text: " ", url: "/support/warranty" } });
    expect(renderInRouter(<QuickLinksItem value={value} index={1} />)).not.toContain("<a ");
  });
});
