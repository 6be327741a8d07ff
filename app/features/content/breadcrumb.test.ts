import { describe, expect, it } from "vitest";
import { contentBreadcrumb } from "./breadcrumb";

const brand = "LaCantina Doors";
const home = { label: brand, path: "/" };

describe("contentBreadcrumb (SPEC §2 content page rules)", () => {
  it("gives Products, linked where /products redirects, then the page title on a product_category_page", () => {
    expect(contentBreadcrumb({ type: "product_category_page", path: "/products/sliding-doors", title: "Sliding Doors" }, brand)).toEqual([
      home,
      { label: "Products", path: "/products/folding-doors" },
      { label: "Sliding Doors", path: "/products/sliding-doors" },
    ]);
  });

  it("gives the about, support or learn section plus the page title", () => {
    expect(contentBreadcrumb({ type: "landing_page", path: "/support/warranty", title: "Warranty" }, brand)).toEqual([
      home,
      { label: "Support", path: "/support" },
      { label: "Warranty", path: "/support/warranty" },
    ]);
    expect(contentBreadcrumb({ type: "landing_page", path: "/about/careers", title: "Careers" }, brand)?.[1]).toEqual({
      label: "About",
      path: "/about",
    });
    expect(contentBreadcrumb({ type: "landing_page", path: "/learn/green-design", title: "Green Design" }, brand)?.[1]).toEqual({
      label: "Learn",
      path: "/learn",
    });
  });

  it("gives only the section on the section root", () => {
    expect(contentBreadcrumb({ type: "landing_page", path: "/learn", title: "Learn about open space living" }, brand)).toEqual([
      home,
      { label: "Learn", path: "/learn" },
    ]);
  });

  it("clears it on other page types and paths", () => {
    expect(contentBreadcrumb({ type: "landing_page", path: "/", title: "Home" }, brand)).toBeNull();
    expect(contentBreadcrumb({ type: "landing_page", path: "/professionals/dealers", title: "Dealers" }, brand)).toBeNull();
    expect(contentBreadcrumb({ type: "landing_page", path: "/aboutness", title: "Not a section" }, brand)).toBeNull();
  });

  it("inserts none on product_line_page and blog_page, even under a section", () => {
    expect(contentBreadcrumb({ type: "product_line_page", path: "/products/folding-doors/wood", title: "Wood" }, brand)).toBeNull();
    expect(contentBreadcrumb({ type: "blog_page", path: "/learn/blog", title: "Blog" }, brand)).toBeNull();
  });

  it("starts at the configured brand", () => {
    expect(contentBreadcrumb({ type: "landing_page", path: "/about", title: "About" }, "Acme Doors")?.[0]).toEqual({
      label: "Acme Doors",
      path: "/",
    });
  });
});
