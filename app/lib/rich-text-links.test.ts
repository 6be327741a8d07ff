import { describe, expect, it } from "vitest";
import { isInternalLink, richTextLinkAttributes } from "./rich-text-links";

const origins = ["http://localhost:3000", "https://www.lacantinadoors.com", "http://www.lacantinadoors.com"];
const everything = { target: "_blank", rel: "noopener noreferrer nofollow" };

describe("rich-text links (issue 38)", () => {
  it.each([
    "/support",
    "support/warranty",
    "#faq",
    "?tab=2",
    "https://www.lacantinadoors.com/about",
    "http://localhost:3000/learn",
    "/files/a.pdf",
  ])("makes a link to this site's own pages a plain link, whatever it asked for: %s", (href) => {
    expect(isInternalLink(href, origins)).toBe(true);
    expect(richTextLinkAttributes(href, everything, origins)).toEqual({ target: null, rel: null });
  });

  it("keeps a contact link plain", () => {
    expect(richTextLinkAttributes("mailto:sales@example.com", everything, origins)).toEqual({ target: null, rel: null });
  });

  it("opens another site's page where the editor chose, with noopener in a new tab", () => {
    expect(richTextLinkAttributes("https://example.com/", {}, origins)).toEqual({ target: null, rel: null });
    expect(richTextLinkAttributes("https://example.com/", { target: "_blank" }, origins)).toEqual({ target: "_blank", rel: "noopener" });
    expect(richTextLinkAttributes("https://www.lacantinadoors.com.evil.example/", { target: "_blank" }, origins).target).toBe("_blank");
  });

  it("keeps nofollow only when it was asked for, and never adds it", () => {
    expect(richTextLinkAttributes("https://example.com/", { rel: "nofollow" }, origins)).toEqual({ target: null, rel: "nofollow" });
    expect(richTextLinkAttributes("https://example.com/", { target: "_blank", rel: "" }, origins).rel).toBe("noopener");
  });

  it("drops any other target or rel word", () => {
    expect(richTextLinkAttributes("https://example.com/", { target: "_top", rel: "opener sponsored NoFollow" }, origins)).toEqual({
      target: null,
      rel: "nofollow",
    });
    expect(richTextLinkAttributes("https://example.com/", { target: "evil-frame" }, origins).target).toBeNull();
  });
});
