import { describe, expect, it } from "vitest";
import { formatPublicationDate } from "./dates";

describe("publication dates (SPEC §9: month name, day, year)", () => {
  it("writes a day and a timestamp as the same calendar day, in en-US as always", () => {
    expect(formatPublicationDate("2024-02-13", "en-US")).toBe("February 13, 2024");
    expect(formatPublicationDate("2025-03-01T00:00:00.000Z", "en-US")).toBe("March 1, 2025");
  });

  it("writes the date in the locale's words and order", () => {
    expect(formatPublicationDate("2024-02-13", "fr-CA")).toBe("13 février 2024");
    expect(formatPublicationDate("2024-02-13", "en-CA")).toBe("February 13, 2024");
  });

  it("is empty for a date it cannot read", () => {
    expect(formatPublicationDate("not a date", "fr-CA")).toBe("");
  });
});
