// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom, renderInRouter } from "../../tests/support/render";
import { Breadcrumb } from "./Breadcrumb";

describe("Breadcrumb", () => {
  it("is a labelled nav with an ordered list whose last item is the current page", () => {
    renderInDom(
      <Breadcrumb
        items={[
          { label: "LaCantina Doors", path: "/" },
          { label: "Support", path: "/support" },
          { label: "Warranty", path: "/support/warranty" },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const list = within(nav).getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(within(nav).getByRole("link", { name: "LaCantina Doors" }).getAttribute("href")).toBe("/");
    expect(within(nav).getByRole("link", { name: "Support" }).getAttribute("href")).toBe("/support");
    expect(within(nav).queryByRole("link", { name: "Warranty" })).toBeNull();
    expect(within(nav).getByText("Warranty").getAttribute("aria-current")).toBe("page");
  });

  it("shows a step without a page of its own as text, not as a link", () => {
    renderInDom(<Breadcrumb items={[{ label: "Windows" }, { label: "Servery Windows", path: "/products/windows/servery-window" }]} />);
    expect(screen.getByText("Windows").tagName).toBe("SPAN");
    expect(screen.queryAllByRole("link")).toEqual([]);
  });

  it("renders nothing without items", () => {
    expect(renderInRouter(<Breadcrumb items={[]} />)).toBe("");
  });
});
