import { describe, expect, it } from "vitest";
import { documentFileUrl, formatDocumentDate, formatFileSize } from "./format";

describe("document facts (SPEC §9)", () => {
  it("shows sizes above 1,000,000 bytes as MB with one decimal, otherwise KB rounded", () => {
    expect(formatFileSize(1_000_000)).toBe("1000 KB");
    expect(formatFileSize(1_000_001)).toBe("1.0 MB");
    expect(formatFileSize(2_345_678)).toBe("2.3 MB");
    expect(formatFileSize(1_499)).toBe("1 KB");
    expect(formatFileSize(1_500)).toBe("2 KB");
  });

  it("writes dates as month name, day, year in English", () => {
    expect(formatDocumentDate("2024-03-05T00:00:00.000Z")).toBe("March 5, 2024");
    expect(formatDocumentDate("not a date")).toBe("");
  });

  it("reads the file address from cdn_paths.original, %3F standing for a question mark", () => {
    expect(documentFileUrl({ original: "/media/documents/a.pdf%3Fv=2" })).toBe("/media/documents/a.pdf?v=2");
    expect(documentFileUrl({})).toBe("");
  });
});
