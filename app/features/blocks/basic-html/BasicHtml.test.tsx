// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom, renderInRouter } from "../../../../tests/support/render";
import { BasicHtml } from "./BasicHtml";
import { BasicHtmlValue } from "./schema";

describe("basic_html", () => {
  it("renders its HTML as markup, not as text", () => {
    const value = BasicHtmlValue.parse({ basic_html: '<h2>Scope</h2><p>These terms apply to <a href="/">this site</a>.</p>' });
    renderInDom(<BasicHtml value={value} index={1} />);
    const heading = screen.getByRole("heading", { level: 2, name: "Scope" });
    const paragraph = heading.nextElementSibling;
    expect([paragraph?.tagName, paragraph?.textContent]).toEqual(["P", "These terms apply to this site."]);
    expect(screen.getByRole("link", { name: "this site" }).getAttribute("href")).toBe("/");
    expect(screen.queryByText(/<h2>/)).toBeNull();
  });

  it("renders nothing without a value (SPEC §5)", () => {
    expect(renderInRouter(<BasicHtml value={BasicHtmlValue.parse({})} index={1} />)).toBe("");
    expect(renderInRouter(<BasicHtml value={BasicHtmlValue.parse({ basic_html: "   " })} index={1} />)).toBe("");
  });
});
