// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom, renderInRouter } from "../../../../tests/support/render";
import { CodeSnippet } from "./CodeSnippet";
import { CodeSnippetValue } from "./schema";

describe("code_snippet", () => {
  it("renders an embed in a 16:9 frame (SPEC §9)", () => {
    const embed = '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Installing a folding door"></iframe>';
    renderInDom(<CodeSnippet value={CodeSnippetValue.parse({ code_snippet: embed })} index={1} />);
    const frame = screen.getByTitle("Installing a folding door");
    expect([frame.tagName, frame.getAttribute("src")]).toEqual(["IFRAME", "https://www.youtube-nocookie.com/embed/abc"]);
    expect(frame.parentElement?.classList).toContain("[&_iframe]:aspect-video");
  });

  it("renders nothing without a value (SPEC §5)", () => {
    expect(renderInRouter(<CodeSnippet value={CodeSnippetValue.parse({ code_snippet: "" })} index={1} />)).toBe("");
  });
});
