import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "~/lib/site-config";
import type { BreadcrumbItem } from "~/ui/Breadcrumb";
import { absoluteUrl, canonicalOrigin, canonicalUrl } from "./canonical";
import { defaultMetaDescription, defaultMetaKeywords, defaultShareImage, shareImagePath } from "./defaults";
import { webPageType } from "./page-kind";
import {
  type QuestionInput,
  type StructuredData,
  breadcrumbStructuredData,
  faqStructuredData,
  organizationStructuredData,
  structuredDataMeta,
  webSiteStructuredData,
} from "./structured-data";

export const NO_INDEX = "noindex, nofollow";
export const NO_INDEX_FOLLOW = "noindex, follow";

/** What a route knows about its page; everything else comes from the site defaults. */
export type SeoPage = {
  /** The whole document title, brand included. */
  title: string;
  description?: string | undefined;
  /** Comma-separated, as content stores metaKeywords. */
  keywords?: string | undefined;
  image?: { url: string; alt?: string | undefined } | null | undefined;
  /**
   * Kept out of search engines: true (metaNoIndex, previews: SPEC §9) keeps them from its links too;
   * "follow" lets them follow its links (search result pages).
   */
  noIndex?: boolean | "follow" | undefined;
  /** The address the page was requested at (path and query); the canonical URL is made from it. */
  location: { pathname: string; search?: string | undefined };
  /** Content's canonicalUrl, when an editor set one. */
  canonical?: string | undefined;
  /** Open Graph type: articles and products say so. */
  type?: "website" | "article" | "product" | undefined;
  breadcrumb?: BreadcrumbItem[] | null | undefined;
  /** Questions of the page's faq blocks: the page becomes an FAQPage. */
  questions?: QuestionInput[] | undefined;
  /** The page's own JSON-LD (Article, Product, VideoObject, ItemList...). */
  structuredData?: StructuredData[] | undefined;
};

/** The page node every page carries: its schema.org type by URL pattern, or FAQPage for faq blocks. */
function webPageNode(page: SeoPage, url: string, description: string, image: string, site: SiteConfig): StructuredData {
  const origin = canonicalOrigin(site);
  const node = {
    "@context": "https://schema.org",
    "@id": `${url}#webpage`,
    url,
    name: page.title,
    description,
    inLanguage: site.locale?.tag ?? "en-US",
    isPartOf: { "@id": `${origin}/#website` },
    primaryImageOfPage: { "@type": "ImageObject", url: image },
  } as const;
  if (page.questions && page.questions.length > 0) return { ...faqStructuredData(page.questions), ...node };
  return { ...node, "@type": webPageType(page.location.pathname) } as StructuredData;
}

/**
 * The head of every page (SPEC §9): title, description, keywords, robots, canonical URL on the www
 * host, Open Graph and Twitter card with an image, and the JSON-LD documents: Organization and
 * WebSite everywhere, the page, its breadcrumb and whatever the page adds.
 */
export function seoMeta(page: SeoPage, site: SiteConfig): MetaDescriptor[] {
  const description = page.description?.trim() || defaultMetaDescription;
  const keywords = page.keywords?.trim() || defaultMetaKeywords;
  const url = canonicalUrl(site, page.canonical || `${page.location.pathname}${page.location.search ?? ""}`);
  const image = page.image ?? defaultShareImage;
  const imageUrl = absoluteUrl(site, shareImagePath(image.url));
  const imageAlt = image.alt || page.title;
  const structuredData = [
    organizationStructuredData(site),
    webSiteStructuredData(site),
    webPageNode(page, url, description, imageUrl, site),
    ...(page.breadcrumb && page.breadcrumb.length > 0 ? [breadcrumbStructuredData(page.breadcrumb, site)] : []),
    ...(page.structuredData ?? []),
  ];
  return [
    { title: page.title },
    { name: "description", content: description },
    { name: "keywords", content: keywords },
    ...(page.noIndex ? [{ name: "robots", content: page.noIndex === "follow" ? NO_INDEX_FOLLOW : NO_INDEX }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.brand },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
    ...structuredData.map(structuredDataMeta),
  ];
}
