import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "~/lib/site-config";
import type { ContentPageData } from "./page-loader.server";

export const defaultMetaDescription =
  "Folding, sliding and swing glass door systems, screens and windows that open whole walls to the outdoors. Explore products, finishes, galleries and technical documents.";

export function pageMeta(data: ContentPageData | undefined, site: SiteConfig): MetaDescriptor[] {
  if (!data) return [{ title: `Page not found | ${site.brand}` }];
  const { title, metadata } = data.page;
  return [
    { title: metadata.metaTitle || (data.page.path === "/" ? site.brand : `${title} | ${site.brand}`) },
    { name: "description", content: metadata.metaDescription || defaultMetaDescription },
    // SPEC §9: pages marked metaNoIndex and every preview stay out of search engines.
    ...(data.preview || metadata.metaNoIndex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
}
