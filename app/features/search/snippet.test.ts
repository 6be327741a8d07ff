import { describe, expect, it } from "vitest";
import { MARK_END, MARK_START, snippetHtml } from "./snippet";

describe("snippetHtml", () => {
  it("escapes everything and marks only the matched words", () => {
    const fragment = `<img src=x onerror=alert(1)> ${MARK_START}glass${MARK_END} & "doors"`;
    expect(snippetHtml(fragment)).toBe("&lt;img src=x onerror=alert(1)&gt; <mark>glass</mark> &amp; &quot;doors&quot;");
  });

  it("drops unbalanced markers instead of leaving a tag open", () => {
    expect(snippetHtml(`${MARK_START}open ${MARK_START}twice${MARK_END} end${MARK_END}`)).toBe("open <mark>twice</mark> end");
  });
});
