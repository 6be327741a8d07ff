import type { MetaDescriptor } from "react-router";
import type {
  Article,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  ItemList,
  NewsArticle,
  Organization,
  Product,
  SearchAction,
  Thing,
  VideoObject,
  WebSite,
  WithContext,
} from "schema-dts";
import type { SiteConfig } from "~/lib/site-config";
import type { BreadcrumbItem } from "~/ui/Breadcrumb";
import { absoluteUrl, canonicalOrigin, canonicalUrl } from "./canonical";

/** A JSON-LD document: one schema.org object with its @context. */
export type StructuredData<T extends Thing = Thing> = WithContext<T>;

type Site = Pick<SiteConfig, "canonicalHost">;

/** SPEC §9: only the first 5 items go into structured data. */
export const STRUCTURED_DATA_LIST_LIMIT = 5;

/**
 * Whether an editor's schema.org JSON for a page (metadata.schemaOrg) is JSON-LD a search engine can
 * read: an object naming its "@type" (one or several), or a "@graph" of such objects.
 */
export function isPageStructuredData(value: Record<string, unknown>): boolean {
  const named = (type: unknown) => typeof type === "string" && type.trim() !== "";
  const type = value["@type"];
  const graph = value["@graph"];
  return named(type) || (Array.isArray(type) && type.length > 0 && type.every(named)) || (Array.isArray(graph) && graph.length > 0);
}

/**
 * A page's own JSON-LD as its editor gave it, in schema.org's context unless it names one; nothing
 * for a value that is not JSON-LD. React Router's `Meta` escapes `<`, `>`, `&`, U+2028 and U+2029 in
 * the script's JSON, so no value can close the script element or open a comment in it.
 */
export function pageStructuredData(value: Record<string, unknown> | undefined): StructuredData[] {
  return value && isPageStructuredData(value) ? [{ "@context": "https://schema.org", ...value } as StructuredData] : [];
}

/** The route meta descriptor that puts a JSON-LD document in the page head. */
export function structuredDataMeta(data: StructuredData): MetaDescriptor {
  // schema-dts types are exact schema.org shapes; React Router only needs plain JSON.
  return { "script:ld+json": data as unknown as Extract<MetaDescriptor, { "script:ld+json": unknown }>["script:ld+json"] };
}

/** The company, on every page. */
export function organizationStructuredData(site: SiteConfig): StructuredData<Organization> {
  const origin = canonicalOrigin(site);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: site.brand,
    legalName: site.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    telephone: site.phone.tel,
    address: site.address,
    sameAs: site.social.map((network) => network.url),
  };
}

/** The website with its search (SPEC §2: /search/{term}), on every page. */
export function webSiteStructuredData(site: SiteConfig): StructuredData<WebSite> {
  const origin = canonicalOrigin(site);
  // schema-dts lacks Google's "query-input" annotation of a SearchAction, so it is added beside the type.
  const search: SearchAction & { "query-input": string } = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: `${origin}/search/{search_term_string}` },
    "query-input": "required name=search_term_string",
  };
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: site.brand,
    url: `${origin}/`,
    publisher: { "@id": `${origin}/#organization` },
    potentialAction: search,
  };
}

/** A breadcrumb trail as a BreadcrumbList; steps without a page of their own carry no item URL. */
export function breadcrumbStructuredData(items: BreadcrumbItem[], site: Site): StructuredData<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      ...(item.path === undefined ? {} : { item: canonicalUrl(site, item.path) }),
    })),
  };
}

export type ArticleInput = {
  /** Blog posts are BlogPosting, news NewsArticle, featured projects plain Article. */
  kind?: "Article" | "BlogPosting" | "NewsArticle";
  headline: string;
  /** The article's path or URL; made canonical. */
  url: string;
  description?: string | undefined;
  /** The hero image's path or URL. */
  image?: string | undefined;
  datePublished?: string | null | undefined;
  dateModified?: string | null | undefined;
  keywords?: string[] | undefined;
};

/** An article (blog post, news, featured project), published by the company. */
export function articleStructuredData(article: ArticleInput, site: SiteConfig): StructuredData<Article | BlogPosting | NewsArticle> {
  const origin = canonicalOrigin(site);
  const url = canonicalUrl(site, article.url);
  return {
    "@context": "https://schema.org",
    "@type": article.kind ?? "Article",
    headline: article.headline.slice(0, 110),
    url,
    mainEntityOfPage: url,
    ...(article.description ? { description: article.description } : {}),
    ...(article.image ? { image: absoluteUrl(site, article.image) } : {}),
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    ...(article.dateModified || article.datePublished ? { dateModified: article.dateModified ?? article.datePublished ?? undefined } : {}),
    ...(article.keywords && article.keywords.length > 0 ? { keywords: article.keywords.join(", ") } : {}),
    author: { "@type": "Organization", name: site.brand, url: `${origin}/` },
    publisher: { "@type": "Organization", name: site.brand, logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` } },
  };
}

export type VideoInput = {
  name: string;
  description?: string | undefined;
  /** The video page's path or URL; made canonical. */
  url: string;
  thumbnailUrl: string;
  /** ISO date; schema.org wants when the video was published. */
  uploadDate?: string | null | undefined;
  /** The player's address on its platform (YouTube, Vimeo...). */
  embedUrl?: string | undefined;
  /** A direct media file (raw_url, .mp4). */
  contentUrl?: string | undefined;
};

/** A video page (SPEC §2 /video-gallery/{slug}). */
export function videoStructuredData(video: VideoInput, site: Site): StructuredData<VideoObject> {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.name,
    description: video.description || video.name,
    url: canonicalUrl(site, video.url),
    thumbnailUrl: absoluteUrl(site, video.thumbnailUrl),
    ...(video.uploadDate ? { uploadDate: video.uploadDate } : {}),
    ...(video.embedUrl ? { embedUrl: absoluteUrl(site, video.embedUrl) } : {}),
    ...(video.contentUrl ? { contentUrl: absoluteUrl(site, video.contentUrl) } : {}),
  };
}

export type ListItemInput = { name: string; url: string; image?: string | undefined };

/** A listing (gallery, blog, search results, documents): only its first 5 items (SPEC §9). */
export function itemListStructuredData(items: ListItemInput[], site: Site): StructuredData<ItemList> {
  const first = items.slice(0, STRUCTURED_DATA_LIST_LIMIT);
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    numberOfItems: first.length,
    itemListElement: first.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: canonicalUrl(site, item.url),
      ...(item.image ? { image: absoluteUrl(site, item.image) } : {}),
    })),
  };
}

export type QuestionInput = { question: string; answer: string };

/** The questions and answers of a page's faq blocks. */
export function faqStructuredData(questions: QuestionInput[]): StructuredData<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((qa) => ({
      "@type": "Question",
      name: qa.question,
      acceptedAnswer: { "@type": "Answer", text: qa.answer },
    })),
  };
}

export type ProductInput = { name: string; description: string; url: string; image: string; category?: string | undefined };

/** SPEC §9: the offer price range of every product. */
export const PRODUCT_OFFER = { lowPrice: 10000, highPrice: 50000, priceCurrency: "USD" } as const;

/** A product page: the product with the AggregateOffer of SPEC §9. */
export function productStructuredData(product: ProductInput, site: SiteConfig): StructuredData<Product> {
  const url = canonicalUrl(site, product.url);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: absoluteUrl(site, product.image),
    url,
    brand: { "@type": "Brand", name: site.brand },
    ...(product.category ? { category: product.category } : {}),
    offers: { "@type": "AggregateOffer", ...PRODUCT_OFFER, offerCount: 1, url },
  };
}
