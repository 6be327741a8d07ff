import { href } from "react-router";
import { splatRoot } from "~/lib/splat-root";
/** SPEC §9: the kinds of page that structured data tells apart, by URL pattern. */
export type PageKind =
  | "home"
  | "blog"
  | "blog post"
  | "learn featured"
  | "learn videos"
  | "education"
  | "professionals"
  | "faq"
  | "organization"
  | "products"
  | "docs"
  | "support"
  | "page";

const under = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/** The kind of the page at `pathname`; the first matching pattern wins, from the most specific. */
export function pageKind(pathname: string): PageKind {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/") return "home";
  if (path === splatRoot("/blog/*") || path === href("/about/news")) return "blog";
  if (under(path, splatRoot("/blog/*")) || under(path, splatRoot("/news/*"))) return "blog post";
  if (under(path, splatRoot("/learn/featured-projects/*"))) return "learn featured";
  if (under(path, "/learn/interactive-videos") || under(path, href("/video-gallery"))) return "learn videos";
  if (under(path, "/learn")) return "education";
  if (under(path, href("/professionals")) || path === href("/become-dealer")) return "professionals";
  if (path === "/support/faqs") return "faq";
  if (path === href("/support/technical-documents") || path === href("/pdfViewer")) return "docs";
  if (under(path, "/support") || path === href("/request-service")) return "support";
  if (under(path, href("/products"))) return "products";
  if (under(path, "/about") || path === href("/contact-us") || path === "/terms-of-use" || path === href("/sitemap")) return "organization";
  return "page";
}

/** `/video-gallery/{slug}`: one video's page (its VideoObject is the page's subject), not a gallery. */
const isSingleVideo = (path: string) => {
  const [, root, slug, more] = path.split("/");
  return `/${root}` === href("/video-gallery") && slug !== undefined && slug !== "category" && more === undefined;
};

type WebPageType = "WebPage" | "CollectionPage" | "ItemPage" | "AboutPage" | "ContactPage";

/**
 * The schema.org page type at `pathname`: section roots and listings are collections, a product an
 * item, company pages about (or contact) pages. FAQPage is chosen by content: see seo-meta.ts.
 */
export function webPageType(pathname: string): WebPageType {
  const path = pathname.replace(/\/+$/, "") || "/";
  switch (pageKind(path)) {
    case "blog":
    case "docs":
      return "CollectionPage";
    case "learn videos":
      return isSingleVideo(path) ? "ItemPage" : "CollectionPage";
    case "learn featured":
      return path === splatRoot("/learn/featured-projects/*") ? "CollectionPage" : "WebPage";
    case "products":
      return path.split("/").length > 3 || path.startsWith(`${href("/products/*", { "*": "windows" })}/`) ? "ItemPage" : "CollectionPage";
    case "organization":
      return path === "/about/contact" || path === href("/contact-us") ? "ContactPage" : "AboutPage";
    default:
      return "WebPage";
  }
}
