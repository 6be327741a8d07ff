import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, hasUnreadableText, unreadableJsonPath, withoutUnreadableText } from "./unreadable-text";

describe("the text rule for outside input", () => {
  it("refuses NUL, the other C0 and C1 controls, DEL, non-characters and lone surrogates", () => {
    for (const text of ["a\u0000b", "\u0001", "\u000B", "\u001F", "\u007F", "\u0085", "\u009F", "\uFFFE", "x\uD800", "\uDC00y"]) {
      expect(hasUnreadableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("keeps tabs, line breaks, accents, emoji and every script", () => {
    for (const text of ["line one\r\nline two\ttabbed", "Zoë Ñúñez", "東京 – Ελλάδα", "door 🚪", ""]) {
      expect(hasUnreadableText(text), JSON.stringify(text)).toBe(false);
      expect(withoutUnreadableText(text)).toBe(text);
    }
  });

  it("removes every refused character and nothing else", () => {
    expect(withoutUnreadableText("A\u0000na\u000B Ru\u0085iz\uD800")).toBe("Ana Ruiz");
  });
});

describe("the text rule inside JSON", () => {
  it("finds the path of a string or a key that breaks the rule", () => {
    expect(unreadableJsonPath({ docs: [{ name: "ok" }, { name: "a\u0000b" }] })).toBe("docs.1.name");
    expect(unreadableJsonPath({ filterConfiguration: { "\u0000": 1 } })).toBe("filterConfiguration.(key)");
    expect(unreadableJsonPath("\uD800")).toBe("(body)");
  });

  it("takes clean values of any shape, and refuses nesting deeper than the limit without recursion", () => {
    expect(unreadableJsonPath({ q: "folding", size: 16, tags: ["A", "B"], nested: { ok: null, yes: true } })).toBeNull();
    let deep: unknown = "x";
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(unreadableJsonPath(deep)).toBe(Array.from({ length: MAX_JSON_DEPTH }, () => "0").join("."));
  });
});
