import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../tests/support/render";
import { Breadcrumb } from "./Breadcrumb";

describe("Breadcrumb", () => {
  it("is a labelled nav with an ordered list whose last item is the current page", () => {
    const html = renderInRouter(
      <Breadcrumb
        items={[
          { label: "LaCantina Doors", path: "/" },
          { label: "Support", path: "/support" },
          { label: "Warranty", path: "/support/warranty" },
        ]}
      />,
    );
    expect(html).toMatch(/^<nav aria-label="Breadcrumb"[^>]*><ol/);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>LaCantina Doors<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/support"[^>]*>Support<\/a>/);
    expect(html).toMatch(/<span aria-current="page"[^>]*>Warranty<\/span>/);
    expect(html.match(/<li/g)).toHaveLength(3);
  });

  it("shows a step without a page of its own as text, not as a link", () => {
    const html = renderInRouter(
      <Breadcrumb items={[{ label: "Windows" }, { label: "Servery Windows", path: "/products/windows/servery-window" }]} />,
    );
    expect(html).toContain("<span>Windows</span>");
    expect(html).not.toContain("<a");
  });

  it("renders nothing without items", () => {
    expect(renderInRouter(<Breadcrumb items={[]} />)).toBe("");
  });
});
