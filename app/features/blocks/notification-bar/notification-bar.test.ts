import { describe, expect, it } from "vitest";
import { defaultNotificationColors, notificationColor, toNotificationBar } from "./notification-bar";

describe("notification colour (SPEC §5)", () => {
  it("gives a colour lacking a leading # one", () => {
    expect(notificationColor("6b5134", "#000000")).toBe("#6b5134");
    expect(notificationColor("fff", "#000000")).toBe("#fff");
  });

  it("keeps a colour that has its #", () => {
    expect(notificationColor("#1D1D1B", "#000000")).toBe("#1D1D1B");
  });

  it("falls back to the default when the colour is missing, blank or not a colour", () => {
    expect(notificationColor(undefined, "#c8102e")).toBe("#c8102e");
    expect(notificationColor("  ", "#c8102e")).toBe("#c8102e");
    expect(notificationColor("red; background-image: url(x)", "#c8102e")).toBe("#c8102e");
  });
});

describe("notification bar", () => {
  const text = "Rebuilding after the wildfires? We can help.";

  it("is shown only when its active flag is set", () => {
    expect(toNotificationBar({ is_active: false, notification_bar_text: text })).toBeNull();
    expect(toNotificationBar({ notification_bar_text: text })).toBeNull();
    expect(toNotificationBar({ is_active: "false", notification_bar_text: text })).toBeNull();
    expect(toNotificationBar({ is_active: "true", notification_bar_text: text })?.text).toBe(text);
  });

  it("defaults to a red background and white text", () => {
    expect(toNotificationBar({ is_active: true, notification_bar_text: text })).toEqual({
      text,
      bgColor: defaultNotificationColors.background,
      textColor: defaultNotificationColors.text,
    });
    expect(defaultNotificationColors).toEqual({ background: "#c8102e", text: "#ffffff" });
  });

  it("uses the content's colours and link", () => {
    const bar = toNotificationBar({
      is_active: true,
      bg_color: "6b5134",
      text_color: "#ffffff",
      notification_bar_text: text,
      link: { link_url: "/support/la-rebuild-program", link_text: "Learn more" },
    });
    expect(bar).toEqual({
      text,
      bgColor: "#6b5134",
      textColor: "#ffffff",
      link: { url: "/support/la-rebuild-program", text: "Learn more" },
    });
  });

  it("rejects a bar without text", () => {
    expect(() => toNotificationBar({ is_active: true, notification_bar_text: "  " })).toThrow();
    expect(() => toNotificationBar("active")).toThrow();
  });
});
