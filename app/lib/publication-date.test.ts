import { describe, expect, it } from "vitest";
import { formatPublicationDate } from "./publication-date";

describe("formatPublicationDate (SPEC §9: month name, day, year in English)", () => {
  it("formats a day and a timestamp as the same calendar day", () => {
    expect(formatPublicationDate("2024-02-13")).toBe("February 13, 2024");
    expect(formatPublicationDate("2025-03-01T00:00:00.000Z")).toBe("March 1, 2025");
  });

  it("is empty for a date it cannot read", () => {
    expect(formatPublicationDate("not a date")).toBe("");
  });
});
