import { describe, expect, it } from "vitest";
import { searchPath } from "./search-path";

describe("header search target", () => {
  it("goes to /search/{term}, encoded", () => {
    expect(searchPath("folding doors")).toBe("/search/folding%20doors");
    expect(searchPath("50/50 & more?")).toBe("/search/50%2F50%20%26%20more%3F");
  });

  it("uses the typed text as is", () => {
    expect(searchPath(" glass ")).toBe("/search/%20glass%20");
  });

  it("goes to the search page when nothing is typed", () => {
    expect(searchPath("")).toBe("/search");
  });
});
