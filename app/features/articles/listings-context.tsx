import { type ReactNode, createContext, useContext } from "react";
import type { ArticleListings } from "./article-card";

const emptyListings: ArticleListings = { directories: {}, latest: {} };
const ListingsContext = createContext<ArticleListings>(emptyListings);

/** Hands the listing data a page's loader fetched to its content_directory and latest_post_hero blocks. */
export function ArticleListingsProvider({ listings, children }: { listings: ArticleListings; children: ReactNode }) {
  return <ListingsContext.Provider value={listings}>{children}</ListingsContext.Provider>;
}

export function useArticleListings(): ArticleListings {
  return useContext(ListingsContext);
}
