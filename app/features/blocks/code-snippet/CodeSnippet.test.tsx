import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { CodeSnippet } from "./CodeSnippet";
import { CodeSnippetValue } from "./schema";

describe("code_snippet", () => {
  it("renders an embed in a 16:9 frame (SPEC §9)", () => {
    const embed = '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Installing a folding door"></iframe>';
    const html = renderInRouter(<CodeSnippet value={CodeSnippetValue.parse({ code_snippet: embed })} index={1} />);
    expect(html).toContain(embed);
    expect(html).toContain("[&amp;_iframe]:aspect-video");
  });

  it("renders nothing without a value (SPEC §5)", () => {
    expect(renderInRouter(<CodeSnippet value={CodeSnippetValue.parse({ code_snippet: "" })} index={1} />)).toBe("");
  });
});
