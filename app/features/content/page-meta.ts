import { href } from "react-router";
import type { MetaDescriptor } from "react-router";
import { type QuestionInput, type SeoPage, firstImage, pageStructuredData, seoMeta } from "~/features/seo";
import type { SiteConfig } from "~/lib/site-config";
import type { ParsedBlock } from "../blocks";
import type { ContentPageData } from "./routes.server";

type Location = { pathname: string; search?: string };

function faqQuestions(blocks: ParsedBlock[]): QuestionInput[] {
  return blocks.flatMap((block) => (block.render_name === "faq" ? block.value.qa_combo : []));
}

/**
 * The head of a content page from its metadata (SPEC §3 "Page metadata"), through the SEO
 * feature. `location` is where it was requested; without it, the page's own path. Pages built on
 * content (articles) add their Open Graph type, image and structured data in `extra`.
 */
export function pageMeta(
  data: ContentPageData | undefined,
  site: SiteConfig,
  location?: Location,
  extra: Pick<SeoPage, "type" | "image" | "structuredData"> & {
    /** The page of its list a listing page shows: each page of a list is its own canonical address. */
    listingPage?: number;
  } = {},
): MetaDescriptor[] {
  if (!data)
    return seoMeta({ title: `Page not found | ${site.brand}`, noIndex: true, location: location ?? { pathname: href("/404") } }, site);
  const { page } = data;
  const { metadata } = page;
  // A translation's address in its locale carries the locale's prefix (decision 0055).
  const path = data.alternates.find((alternate) => alternate.tag === page.locale)?.path ?? page.path;
  const pageQuery = extra.listingPage && extra.listingPage > 1 ? `page=${extra.listingPage}` : "";
  const withPageQuery = (address: string) => (pageQuery ? `${address}${address.includes("?") ? "&" : "?"}${pageQuery}` : address);
  return seoMeta(
    {
      title: metadata.metaTitle || (page.path === "/" ? site.brand : `${page.title} | ${site.brand}`),
      description: metadata.metaDescription,
      keywords: metadata.metaKeywords,
      image: extra.image ?? firstImage(data.blocks.map((block) => block.value)),
      // SPEC §9: pages marked metaNoIndex and every preview stay out of search engines.
      noIndex: data.preview || metadata.metaNoIndex,
      location: data.preview ? (location ?? { pathname: path }) : { pathname: path, search: pageQuery ? `?${pageQuery}` : "" },
      canonical: metadata.canonicalUrl ? withPageQuery(metadata.canonicalUrl) : undefined,
      breadcrumb: data.breadcrumb,
      questions: faqQuestions(data.blocks),
      type: extra.type,
      // What the page itself says of its kind, with what its editor wrote (metadata.schemaOrg).
      structuredData: [...(extra.structuredData ?? []), ...pageStructuredData(metadata.schemaOrg)],
    },
    site,
  );
}
