import { describe, expect, it } from "vitest";
import { localizedPath, prefixOf, splitLocalePrefix } from "./locale";

describe("locale prefixes", () => {
  it("splits the prefix off an address in a locale", () => {
    expect(splitLocalePrefix("/fr-ca/contact-us")).toEqual({ prefix: "/fr-ca", rest: "/contact-us" });
    expect(splitLocalePrefix("/fr-ca")).toEqual({ prefix: "/fr-ca", rest: "/" });
    expect(splitLocalePrefix("/fr-ca/")).toEqual({ prefix: "/fr-ca", rest: "/" });
  });

  it("leaves an address of the default locale whole", () => {
    expect(splitLocalePrefix("/contact-us")).toEqual({ prefix: "", rest: "/contact-us" });
    expect(splitLocalePrefix("/")).toEqual({ prefix: "", rest: "/" });
    expect(splitLocalePrefix("/products/folding-doors")).toEqual({ prefix: "", rest: "/products/folding-doors" });
    expect(splitLocalePrefix("/fr-cab/x")).toEqual({ prefix: "", rest: "/fr-cab/x" });
  });

  it("gives the default locale no prefix and every other its tag in lower case", () => {
    expect(prefixOf("en-US", "en-US")).toBe("");
    expect(prefixOf("fr-CA", "en-US")).toBe("/fr-ca");
  });

  it("puts a default-locale address under a prefix", () => {
    expect(localizedPath("/fr-ca", "/")).toBe("/fr-ca");
    expect(localizedPath("/fr-ca", "/contact-us")).toBe("/fr-ca/contact-us");
    expect(localizedPath("", "/contact-us")).toBe("/contact-us");
  });
});
