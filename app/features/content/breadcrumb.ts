import { href } from "react-router";
import type { BreadcrumbItem } from "~/ui/Breadcrumb";
import type { ContentPage } from "./schema";

type PageIdentity = Pick<ContentPage, "type" | "path" | "title">;

/** Page types that carry their own trail, or none, and get no breadcrumb after the first block. */
const typesWithoutBreadcrumb = new Set(["product_line_page", "blog_page"]);
const sections = ["about", "support", "learn"] as const;

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/**
 * The breadcrumb a content page shows after its first block (SPEC §2 "Content page"), or null for
 * none. The trail starts at the brand; the last item is the page itself.
 */
export function contentBreadcrumb(page: PageIdentity, brand: string): BreadcrumbItem[] | null {
  if (typesWithoutBreadcrumb.has(page.type)) return null;
  const root: BreadcrumbItem = { label: brand, path: "/" };
  const current: BreadcrumbItem = { label: page.title, path: page.path };
  // Straight to where /products redirects (SPEC §2), not through the redirect.
  if (page.type === "product_category_page") return [root, { label: "Products", path: href("/products/folding-doors") }, current];

  const segments = page.path.split("/").filter(Boolean);
  const at = segments.findIndex((segment) => (sections as readonly string[]).includes(segment));
  const section = segments[at];
  if (section === undefined) return null;
  const sectionItem: BreadcrumbItem = { label: capitalised(section), path: `/${segments.slice(0, at + 1).join("/")}` };
  return sectionItem.path === page.path ? [root, sectionItem] : [root, sectionItem, current];
}
