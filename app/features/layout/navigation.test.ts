import { describe, expect, it } from "vitest";
import { footerLinks, isGroup, navigation, tileSlugs, type NavGroup, type NavLink, type NavigationMenu } from "./navigation";

function menu(name: string): NavigationMenu {
  const found = navigation.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no menu ${name}`);
  return found;
}

const pairs = (links: NavLink[]) => links.map((link) => [link.name, link.url]);

function group(name: string): NavGroup {
  const found = (menu("Products").children as NavGroup[]).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no group ${name}`);
  return found;
}

describe("navigation menus (SPEC §2)", () => {
  it("has the six menus in order", () => {
    expect(navigation.map((entry) => entry.name)).toEqual(["Products", "Gallery", "Learn", "Professionals", "Support", "About"]);
  });

  it("makes Products the one multi-column menu, of five groups", () => {
    expect(navigation.filter((entry) => entry.isMultiCol).map((entry) => entry.name)).toEqual(["Products"]);
    expect(menu("Products").children.every(isGroup)).toBe(true);
    expect(menu("Products").children.map((item) => item.name)).toEqual([
      "Folding Doors",
      "Sliding Doors",
      "Swing Doors",
      "Screens",
      "Windows",
    ]);
  });

  it("links Folding Doors to its seven materials", () => {
    expect(group("Folding Doors").url).toBe("/products/folding-doors");
    expect(pairs(group("Folding Doors").children)).toEqual([
      ["V2", "/products/folding-doors/v2"],
      ["Aluminum", "/products/folding-doors/aluminum"],
      ["Aluminum Thermally Controlled", "/products/folding-doors/aluminum-thermally-controlled"],
      ["Aluminum Wood", "/products/folding-doors/aluminum-wood"],
      ["Contemporary Clad", "/products/folding-doors/contemporary-clad"],
      ["Wood", "/products/folding-doors/wood"],
      ["Vinyl", "/products/folding-doors/vinyl"],
    ]);
  });

  it("links Sliding Doors to its four materials", () => {
    expect(group("Sliding Doors").url).toBe("/products/sliding-doors");
    expect(pairs(group("Sliding Doors").children)).toEqual([
      ["Aluminum", "/products/sliding-doors/aluminum"],
      ["Aluminum Thermally Controlled", "/products/sliding-doors/aluminum-thermally-controlled"],
      ["Aluminum Wood", "/products/sliding-doors/aluminum-wood"],
      ["Contemporary Clad", "/products/sliding-doors/contemporary-clad"],
    ]);
  });

  it("links Swing Doors to its six materials", () => {
    expect(group("Swing Doors").url).toBe("/products/swing-doors");
    expect(pairs(group("Swing Doors").children)).toEqual([
      ["V2", "/products/swing-doors/v2"],
      ["Aluminum", "/products/swing-doors/aluminum"],
      ["Aluminum Thermally Controlled", "/products/swing-doors/aluminum-thermally-controlled"],
      ["Aluminum Wood", "/products/swing-doors/aluminum-wood"],
      ["Contemporary Clad", "/products/swing-doors/contemporary-clad"],
      ["Wood", "/products/swing-doors/wood"],
    ]);
  });

  it("links Screens and Windows to their catalogue keys", () => {
    expect(group("Screens").url).toBe("/products/screens");
    expect(pairs(group("Screens").children)).toEqual([
      ["Pleated", "/products/screens/pleated"],
      ["Non-Pleated", "/products/screens/non-pleated"],
    ]);
    expect(group("Windows").url).toBeUndefined();
    expect(pairs(group("Windows").children)).toEqual([
      ["V2 Direct Set", "/products/windows/v2-direct-set"],
      ["Servery Windows", "/products/windows/servery-window"],
    ]);
  });

  it("links Gallery to the five image categories, the video gallery and project submission", () => {
    expect(pairs(menu("Gallery").children as NavLink[])).toEqual([
      ["Residential", "/image-gallery/category/Residential"],
      ["Development-Multi-Family", "/image-gallery/category/Development-Multi-Family"],
      ["Restaurant-Retail", "/image-gallery/category/Restaurant-Retail"],
      ["Resort-Hotel", "/image-gallery/category/Resort-Hotel"],
      ["Education-Office", "/image-gallery/category/Education-Office"],
      ["Video Gallery", "/video-gallery"],
      ["Submit your project", "/submit-your-project"],
    ]);
  });

  it.each([
    [
      "Learn",
      [
        "/learn",
        "/learn/interactive-videos",
        "/learn/performance",
        "/learn/applications",
        "/learn/green-design",
        "/learn/featured-projects",
        "/blog",
      ],
    ],
    [
      "Professionals",
      [
        "/professionals/architects-designers-builders",
        "/professionals/architects-designers-builders#continuing-education",
        "/professionals/dealers",
        "/become-dealer",
      ],
    ],
    [
      "Support",
      [
        "/support",
        // Issue 36: the dealer locator, where the seed's navigation has room for it.
        "/find-a-dealer",
        "/support/warranty",
        "/support/faqs",
        "/support/installation",
        "/support/technical-documents",
        "/support/la-rebuild-program",
        "/request-service",
      ],
    ],
    ["About", ["/about", "/about/why-lacantina", "/about/contact", "/about/careers", "/about/news", "/contact-us"]],
  ])("links %s to the pages SPEC §2 lists", (name, urls) => {
    expect((menu(name).children as NavLink[]).map((link) => link.url)).toEqual(urls);
  });

  it("gives every menu featured tiles, each slug asked for once", () => {
    expect(navigation.every((entry) => entry.tiles.length > 0)).toBe(true);
    expect(tileSlugs()).toEqual([
      "featured_products",
      "featured_gallery",
      "featured_learn",
      "featured_professionals",
      "featured_support",
      "featured_about",
    ]);
    expect(tileSlugs([menu("Learn"), menu("Learn")])).toEqual(["featured_learn"]);
  });

  it("flattens Products for the footer to the categories and the window pages", () => {
    expect(pairs(footerLinks(menu("Products")))).toEqual([
      ["Folding Doors", "/products/folding-doors"],
      ["Sliding Doors", "/products/sliding-doors"],
      ["Swing Doors", "/products/swing-doors"],
      ["Screens", "/products/screens"],
      ["V2 Direct Set", "/products/windows/v2-direct-set"],
      ["Servery Windows", "/products/windows/servery-window"],
    ]);
    expect(footerLinks(menu("About"))).toEqual(menu("About").children);
  });
});
