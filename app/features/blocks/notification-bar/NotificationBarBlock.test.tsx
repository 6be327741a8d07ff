// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom, renderInRouter } from "../../../../tests/support/render";
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
    renderInDom(<NotificationBarBlock value={value} index={1} />);
    const bar = screen.getByText("Showroom closed on July 4").closest<HTMLElement>("[style]");
    expect(bar?.style.backgroundColor).toBe("#6b5134");
    expect(bar?.style.color).toBe("#ffffff");
    expect(screen.getByRole("link", { name: "Opening hours" }).getAttribute("href")).toBe("/about/contact");
  });

  it("shows nothing unless its active flag is set (SPEC §4)", () => {
    const value = NotificationBarValue.parse({ is_active: "false", notification_bar_text: "Hidden" });
    expect(value).toBeNull();
    expect(renderInRouter(<NotificationBarBlock value={value} index={1} />)).toBe("");
  });
});
