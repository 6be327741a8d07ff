import { href } from "react-router";
import { productPath } from "~/features/catalogue";
import { imageCategories } from "~/features/gallery";
import { splatRoot } from "~/lib/splat-root";
/** SPEC §3 "Navigation menu": name, url, children, tiles (slugs of featured components), isMultiCol. */
export type NavLink = { name: string; url: string };
/** A column of a multi-column menu; Windows has no category page, so its heading is not a link. */
export type NavGroup = { name: string; url?: string; children: NavLink[] };
export type NavigationMenu = { name: string; url: string; children: NavLink[] | NavGroup[]; tiles: string[]; isMultiCol: boolean };

const materials = {
  V2: "v2",
  Aluminum: "aluminum",
  "Aluminum Thermally Controlled": "aluminum-thermally-controlled",
  "Aluminum Wood": "aluminum-wood",
  "Contemporary Clad": "contemporary-clad",
  Wood: "wood",
  Vinyl: "vinyl",
} as const;
type Material = keyof typeof materials;

function productLine(name: string, line: string, names: Material[]): NavGroup {
  const url = productPath(line);
  return { name, url, children: names.map((material) => ({ name: material, url: `${url}/${materials[material]}` })) };
}

const products: NavigationMenu = {
  name: "Products",
  url: href("/products"),
  isMultiCol: true,
  tiles: ["featured_products"],
  children: [
    productLine("Folding Doors", "folding-doors", [
      "V2",
      "Aluminum",
      "Aluminum Thermally Controlled",
      "Aluminum Wood",
      "Contemporary Clad",
      "Wood",
      "Vinyl",
    ]),
    productLine("Sliding Doors", "sliding-doors", ["Aluminum", "Aluminum Thermally Controlled", "Aluminum Wood", "Contemporary Clad"]),
    productLine("Swing Doors", "swing-doors", [
      "V2",
      "Aluminum",
      "Aluminum Thermally Controlled",
      "Aluminum Wood",
      "Contemporary Clad",
      "Wood",
    ]),
    {
      name: "Screens",
      url: href("/products/screens"),
      children: [
        { name: "Pleated", url: productPath("screens/pleated") },
        { name: "Non-Pleated", url: productPath("screens/non-pleated") },
      ],
    },
    {
      name: "Windows",
      children: [
        { name: "V2 Direct Set", url: href("/products/windows/:name", { name: "v2-direct-set" }) },
        { name: "Servery Windows", url: href("/products/windows/:name", { name: "servery-window" }) },
      ],
    },
  ],
};

const gallery: NavigationMenu = {
  name: "Gallery",
  url: href("/image-gallery"),
  isMultiCol: false,
  tiles: ["featured_gallery"],
  children: [
    ...imageCategories.map((category) => ({ name: category, url: href("/image-gallery/category/:category", { category }) })),
    { name: "Video Gallery", url: href("/video-gallery") },
    { name: "Submit your project", url: href("/submit-your-project") },
  ],
};

const learn: NavigationMenu = {
  name: "Learn",
  url: "/learn",
  isMultiCol: false,
  tiles: ["featured_learn"],
  children: [
    { name: "Learning Center", url: "/learn" },
    { name: "Interactive Videos", url: "/learn/interactive-videos" },
    { name: "Performance", url: "/learn/performance" },
    { name: "Applications", url: "/learn/applications" },
    { name: "Green Design", url: "/learn/green-design" },
    { name: "Featured Projects", url: splatRoot("/learn/featured-projects/*") },
    { name: "Blog", url: splatRoot("/blog/*") },
  ],
};

const professionals: NavigationMenu = {
  name: "Professionals",
  url: "/professionals/architects-designers-builders",
  isMultiCol: false,
  tiles: ["featured_professionals"],
  children: [
    { name: "Architects, Designers & Builders", url: "/professionals/architects-designers-builders" },
    { name: "Continuing Education", url: "/professionals/architects-designers-builders#continuing-education" },
    { name: "Dealers", url: "/professionals/dealers" },
    { name: "Become a Dealer", url: href("/become-dealer") },
  ],
};

const support: NavigationMenu = {
  name: "Support",
  url: "/support",
  isMultiCol: false,
  tiles: ["featured_support"],
  children: [
    { name: "Support Center", url: "/support" },
    { name: "Find a Dealer", url: href("/find-a-dealer") },
    { name: "Warranty", url: "/support/warranty" },
    { name: "FAQs", url: "/support/faqs" },
    { name: "Installation", url: "/support/installation" },
    { name: "Technical Documents", url: href("/support/technical-documents") },
    { name: "LA Rebuild Program", url: "/support/la-rebuild-program" },
    { name: "Request Service", url: href("/request-service") },
  ],
};

const about: NavigationMenu = {
  name: "About",
  url: "/about",
  isMultiCol: false,
  tiles: ["featured_about"],
  children: [
    { name: "About Us", url: "/about" },
    { name: "Why Choose Us", url: "/about/why-lacantina" },
    { name: "Contact", url: "/about/contact" },
    { name: "Careers", url: "/about/careers" },
    { name: "News", url: href("/about/news") },
    { name: "Ask a Question", url: href("/contact-us") },
  ],
};

export const navigation: NavigationMenu[] = [products, gallery, learn, professionals, support, about];

export function isGroup(item: NavLink | NavGroup): item is NavGroup {
  return "children" in item;
}

export function isLink(item: NavLink | NavGroup): item is NavLink {
  return !isGroup(item);
}

/** Every featured-component slug the menus ask for, once. */
export function tileSlugs(menus: NavigationMenu[] = navigation): string[] {
  return [...new Set(menus.flatMap((menu) => menu.tiles))];
}

/** The footer's flat list for a menu: a group stands for itself when it has a page, else for its links. */
export function footerLinks(menu: NavigationMenu): NavLink[] {
  return menu.children.flatMap((item: NavLink | NavGroup) =>
    isGroup(item) ? (item.url ? [{ name: item.name, url: item.url }] : item.children) : [item],
  );
}

/** The stable id of a menu's drop-down panel. */
export function menuPanelId(menu: NavigationMenu): string {
  return `nav-panel-${menu.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}
