// The articles feature's browser-safe door for blocks: cards, listing data, dates and type names.
// Page views live behind ./pages (they render blocks, and blocks import this door).
export { ArticleCardView } from "./ArticleCardView";
export { DirectorySearch } from "./DirectorySearch";
export { ArticleListingsProvider, useArticleListings } from "./listings-context";
export { formatPublicationDate } from "~/lib/publication-date";
export { articleTypes, isArticleType, type ArticleType } from "./article-types";
export { LISTING_PAGE_SIZE } from "./listing-window";
export type { ArticleCard, ArticleListings, DirectoryPage } from "./article-card";
