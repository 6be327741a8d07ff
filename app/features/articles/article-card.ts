import type { ContentImageField } from "~/ui/Image";
import type { ArticleType } from "./article-types";

/** What a listing card or the latest-post hero shows of an article. */
export type ArticleCard = {
  path: string;
  title: string;
  description: string;
  /** ISO date from the article's blog_detail, else its entity's publication date. */
  publicationDate: string | null;
  image: ContentImageField | null;
};

/** One content_directory's page of posts (SPEC §2 "Blog listing"). */
export type DirectoryPage = {
  posts: ArticleCard[];
  /** 1-based. */
  page: number;
  /** How many posts the listing pages through (without the one in the hero). */
  total: number;
  pageSize: number;
};

/** Data the listing blocks of a page need, loaded with the page (by content type). */
export type ArticleListings = {
  directories: Partial<Record<ArticleType, DirectoryPage>>;
  latest: Partial<Record<ArticleType, ArticleCard | null>>;
};
