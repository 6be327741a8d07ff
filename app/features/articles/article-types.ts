import { href } from "react-router";
import type { BreadcrumbItem } from "~/ui/Breadcrumb";
import { splatRoot } from "~/lib/splat-root";

/** The three kinds of article (SPEC §2 "Blog listing and article pages"), by entity type. */
export const articleTypes = {
  blog: {
    label: "Blog",
    listingPath: splatRoot("/blog/*"),
    viewAll: "View All Blog Entries",
    trail: [{ label: "Blog", path: splatRoot("/blog/*") }],
    structuredDataKind: "BlogPosting",
  },
  news: {
    label: "News",
    listingPath: href("/about/news"),
    viewAll: "View All News Entries",
    trail: [{ label: "News", path: href("/about/news") }],
    structuredDataKind: "NewsArticle",
  },
  featured_project: {
    label: "Featured Projects",
    listingPath: splatRoot("/learn/featured-projects/*"),
    viewAll: "View All Featured Projects",
    trail: [
      { label: "Learn", path: "/learn" },
      { label: "Featured Projects", path: splatRoot("/learn/featured-projects/*") },
    ],
    structuredDataKind: "Article",
  },
} as const satisfies Record<
  string,
  {
    label: string;
    listingPath: string;
    viewAll: string;
    trail: BreadcrumbItem[];
    structuredDataKind: "Article" | "BlogPosting" | "NewsArticle";
  }
>;

export type ArticleType = keyof typeof articleTypes;

export function isArticleType(type: string): type is ArticleType {
  return Object.hasOwn(articleTypes, type);
}

/** Where each article type lives: `/blog/*`, `/news/*`, `/learn/featured-projects/*`. */
const pathPrefixes: Record<ArticleType, string> = {
  blog: href("/blog/*", { "*": "" }),
  news: href("/news/*", { "*": "" }),
  featured_project: href("/learn/featured-projects/*", { "*": "" }),
};

/** The article type whose pages live under `path`, or null. */
export function articleTypeOfPath(path: string): ArticleType | null {
  const found = (Object.keys(pathPrefixes) as ArticleType[]).find((type) => path.startsWith(pathPrefixes[type]));
  return found ?? null;
}

/** SPEC §2 breadcrumbs: the brand, the type's trail, then the article itself. */
export function articleBreadcrumb(type: ArticleType, title: string, path: string, brand: string): BreadcrumbItem[] {
  return [{ label: brand, path: "/" }, ...articleTypes[type].trail, { label: title, path }];
}
