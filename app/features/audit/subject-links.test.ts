import { describe, expect, it } from "vitest";
import { subjectHref } from "./subject-links";

describe("where an audit entry's subject is found", () => {
  it("links a lead to the leads' search for the start of its id, and a media file to the library's search for its name", () => {
    expect(subjectHref({ area: "leads", action: "assigned", subject: "lead 1a2b3c4d" })).toBe("/admin/leads?q=1a2b3c4d");
    expect(subjectHref({ area: "media", action: "uploaded", subject: "/media/library/sill-detail-2.png" })).toBe(
      "/admin/media?q=sill-detail-2.png",
    );
  });

  it("links nothing it cannot find: a deleted lead or file, a lead named otherwise", () => {
    expect(subjectHref({ area: "leads", action: "deleted", subject: "lead 1a2b3c4d" })).toBeNull();
    expect(subjectHref({ area: "media", action: "deleted", subject: "/media/library/a.png" })).toBeNull();
    expect(subjectHref({ area: "leads", action: "deleted spam", subject: "3 leads" })).toBeNull();
    expect(subjectHref({ area: "leads", action: "assigned", subject: "lead <script>" })).toBeNull();
  });

  it("links the other areas as before", () => {
    expect(subjectHref({ area: "content", action: "published", subject: "/about/showroom" })).toBe("/admin/content?q=%2Fabout%2Fshowroom");
    expect(subjectHref({ area: "dealers", action: "changed", subject: "Shore Windows (12)" })).toBe("/admin/dealers?q=Shore+Windows");
    expect(subjectHref({ area: "settings", action: "changed", subject: "Lead delivery" })).toBe("/admin/settings");
  });
});
