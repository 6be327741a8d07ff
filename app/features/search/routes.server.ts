import { href, redirect } from "react-router";
import type { SearchService } from "./service.server";
import { MAX_TERM_LENGTH, SEARCH_PAGE_SIZE } from "./hit";
import type { SearchPageData } from "./page-data";
import { contentSearchPath, searchPagePath } from "./search-paths";
import { searchTypeLabel } from "./type-labels";

const TYPE = /^[a-z][a-z0-9_]{0,49}$/;
// A no-JavaScript visitor pressing Load More gets the first `page` pages at once; this many at most.
const MAX_PAGES = 10;
const MAX_FROM = 10_000;

function wholeNumber(value: string | null, max: number): number | null {
  if (value === null || !/^[0-9]{1,6}$/.test(value)) return null;
  return Math.min(Number(value), max);
}

/**
 * The search pages (`/search`, `/search/{term}`, `/search/content/{type}/{term}`). `?from=` asks
 * for one page of hits from that index (Load More); `?page=n` for the first n pages (Load More
 * without JavaScript); `?q=` is the header form submitted without JavaScript.
 */
export async function loadSearchPage(
  services: { search: SearchService },
  url: URL,
  params: { type?: string | undefined; term?: string | undefined },
) {
  const mode = url.pathname.startsWith(href("/search/content/:type?/:term?")) ? "content" : "normal";
  const contentType = mode === "content" && params.type && TYPE.test(params.type) ? params.type : null;
  const typed = url.searchParams.get("q");
  // A search term longer than anyone types is cut, so the redirect stays a sane size.
  if (typed !== null && typed.trim() !== "") {
    // A listing's search box submitted without JavaScript keeps its type (SPEC §2); any other form goes to /search/{term}.
    const cut = typed.trim().slice(0, MAX_TERM_LENGTH);
    throw redirect(contentType ? contentSearchPath(contentType, cut) : searchPagePath(cut), 302);
  }

  const term = (params.term ?? "").trim().slice(0, MAX_TERM_LENGTH);
  const from = wholeNumber(url.searchParams.get("from"), MAX_FROM) ?? 0;
  const pages = wholeNumber(url.searchParams.get("page"), MAX_PAGES) ?? 1;
  const size = url.searchParams.has("from") ? SEARCH_PAGE_SIZE : Math.max(1, pages) * SEARCH_PAGE_SIZE;
  // Content mode lists a type's entries even before a term is typed; normal mode waits for one.
  const searches = term !== "" || contentType !== null;
  const result = searches ? await services.search.search({ q: term, size, from, type: contentType ?? undefined }) : { total: 0, hits: [] };
  const data: SearchPageData = { mode, contentType, typeLabel: contentType ? searchTypeLabel(contentType) : null, term, from, result };
  return data;
}
