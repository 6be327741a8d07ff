import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "~/lib/site-config";
import { pageMeta } from "../content";
import { articleStructuredData, itemListStructuredData } from "../seo";
import type { ArticleListings } from "./article-card";
import { articleTypes } from "./article-types";
import type { ArticlePageData, ArticleRouteData } from "./routes.server";

type Location = { pathname: string; search?: string };

function articleMeta(data: ArticlePageData, site: SiteConfig, location: Location | undefined): MetaDescriptor[] {
  const { page, detail } = data;
  const image = detail?.value.blog_image;
  return pageMeta(
    { page, blocks: data.body, breadcrumb: data.breadcrumb, preview: data.preview, alternates: data.alternates },
    site,
    location,
    {
      type: "article",
      image: image ? { url: image.image_url, alt: image.alt_text } : undefined,
      structuredData: [
        articleStructuredData(
          {
            kind: articleTypes[data.type].structuredDataKind,
            headline: page.title,
            url: page.metadata.canonicalUrl || page.path,
            description: page.metadata.metaDescription,
            image: image?.image_url,
            datePublished: detail?.value.publication_date ?? page.publicationDate,
            keywords: page.tags,
          },
          site,
        ),
      ],
    },
  );
}

/** The posts a listing page shows, as an ItemList (the seo builder keeps the first 5, SPEC §9). */
function listingStructuredData(listings: ArticleListings, site: SiteConfig) {
  const posts = Object.values(listings.directories).flatMap((directory) => directory?.posts ?? []);
  return posts.length > 0
    ? [
        itemListStructuredData(
          posts.map((post) => ({ name: post.title, url: post.path, image: post.image?.image_url })),
          site,
        ),
      ]
    : [];
}

/** The head of an article (Article JSON-LD, Open Graph article) or of a listing page (ItemList). */
export function articleRouteMeta(data: ArticleRouteData | undefined, site: SiteConfig, location?: Location): MetaDescriptor[] {
  if (!data) return pageMeta(undefined, site, location);
  if (data.kind === "article") return articleMeta(data, site, location);
  const listingPage = Object.values(data.listings.directories).find((directory) => directory !== undefined)?.page;
  return pageMeta(data, site, location, { structuredData: listingStructuredData(data.listings, site), listingPage });
}
