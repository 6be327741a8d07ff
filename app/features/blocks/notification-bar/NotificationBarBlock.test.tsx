import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { NotificationBarBlock } from "./NotificationBarBlock";
import { NotificationBarValue } from "./schema";

describe("notification_bar block", () => {
  it("shows the bar with its colours, adding the missing # (SPEC §5)", () => {
    const value = NotificationBarValue.parse({
      is_active: true,
      bg_color: "6b5134",
      notification_bar_text: "Showroom closed on July 4",
      link: { link_url: "/about/contact", link_text: "Opening hours" },
    });
    const html = renderInRouter(<NotificationBarBlock value={value} index={1} />);
    expect(html).toContain("Showroom closed on July 4");
    expect(html).toContain("background-color:#6b5134");
    expect(html).toContain("color:#ffffff");
    expect(html).toMatch(/href="\/about\/contact"/);
  });

  it("shows nothing unless its active flag is set (SPEC §4)", () => {
    const value = NotificationBarValue.parse({ is_active: "false", notification_bar_text: "Hidden" });
    expect(value).toBeNull();
    expect(renderInRouter(<NotificationBarBlock value={value} index={1} />)).toBe("");
  });
});
