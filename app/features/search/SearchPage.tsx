import { useEffect, useId, useState } from "react";
import { href, Link, useFetcher, useLocation, useNavigate, useNavigation } from "react-router";
import { pushDataLayer } from "~/features/analytics";
import { useLocale } from "~/i18n/LocaleProvider";
import { formatPublicationDate } from "~/i18n/units/dates";
import { SearchIcon } from "~/ui/icons";
import { Spinner } from "~/ui/Spinner";
import { SearchHitCard, SearchHitLine } from "./SearchHitCard";
import { SEARCH_PAGE_SIZE, type SearchHit } from "./hit";
import type { SearchPageData } from "./page-data";
import { searchPagePath } from "./search-paths";

const headingFor = (data: SearchPageData) => (data.typeLabel ? `${data.typeLabel} Search` : "Search");

/**
 * Which search the shown hits belong to: each navigation (a new submit too) starts over. Not the
 * loader data's identity: the router may hand the same data over anew (when it learns new
 * routes), which must not drop the hits Load More added.
 */
const searchKey = (locationKey: string, data: SearchPageData) => JSON.stringify([locationKey, data.contentType, data.term, data.from]);

/**
 * SPEC §2/§4 search page: a text box with a submit icon, 'N Results', '< Back', the hits and
 * 'Load More' (the next 16 appended; hidden while loading or once all are shown). A new submit
 * starts over and replaces the URL.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { tag } = useLocale();
  const location = useLocation();
  const key = searchKey(location.key, data);
  const [shown, setShown] = useState({ key, hits: data.result.hits });
  const [term, setTerm] = useState(data.term);
  const more = useFetcher<SearchPageData>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = location;
  const inputId = useId();

  const [appended, setAppended] = useState(more.data);

  // New loader data (a new search): start over with its hits.
  if (shown.key !== key) {
    setShown({ key, hits: data.result.hits });
    setTerm(data.term);
  }
  // The next page arrived (Load More): append it once, if it continues this search's list.
  if (more.data !== appended) {
    setAppended(more.data);
    const page = more.data;
    if (page && page.term === data.term && page.contentType === data.contentType && page.from === shown.hits.length) {
      setShown({ key: shown.key, hits: [...shown.hits, ...page.result.hits] });
    }
  }

  useEffect(() => {
    if (data.term) pushDataLayer({ event: "view_search_results", search_term: data.term });
  }, [data.term, location.key]);

  const hits: SearchHit[] = shown.hits;
  const total = data.result.total;
  const loading = more.state !== "idle" || navigation.state === "loading";
  const searched = data.term !== "" || data.mode === "content";
  const nextPage = Math.floor(hits.length / SEARCH_PAGE_SIZE) + 1;

  return (
    <div className="mx-auto max-w-(--container-page) px-6 py-10 md:px-10 md:py-14">
      <button type="button" onClick={() => void navigate(-1)} className="min-h-11 text-sm text-stone hover:text-bronze-dark">
        {"< Back"}
      </button>
      <h1 className="mt-4 text-4xl font-light tracking-tight md:text-5xl">{headingFor(data)}</h1>
      <form
        role="search"
        aria-label={headingFor(data)}
        action={searchPagePath("")}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(searchPagePath(term.trim()), { replace: true });
        }}
        className="mt-6 flex max-w-2xl items-center gap-2 border-b border-ink/60 focus-within:border-bronze"
      >
        <label htmlFor={inputId} className="sr-only">
          Search terms
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          maxLength={200}
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Search products, projects and articles"
          className="min-w-0 flex-1 bg-transparent py-3 text-2xl font-light placeholder:text-stone focus:outline-none"
        />
        <button type="submit" aria-label="Submit search" className="grid size-11 place-items-center text-ink hover:text-bronze">
          <SearchIcon className="size-6" />
        </button>
      </form>

      <div aria-live="polite" className="mt-6 min-h-6 text-sm font-semibold uppercase tracking-[0.14em] text-stone">
        {searched ? `${total} Results` : ""}
      </div>

      {data.mode === "normal" ? (
        <p className="mt-2 text-sm text-stone">
          Looking for documents?{" "}
          <Link to={href("/support/technical-documents")} className="text-bronze-dark underline underline-offset-4">
            Go to the Technical Documents
          </Link>
        </p>
      ) : null}

      {hits.length > 0 ? (
        data.mode === "normal" ? (
          <ul className="mt-8 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
            {hits.map((hit) => (
              <SearchHitCard key={hit.id} hit={hit} />
            ))}
          </ul>
        ) : (
          <ul className="mt-6 max-w-3xl">
            {hits.map((hit) => (
              <SearchHitLine key={hit.id} hit={hit} date={hit.publicationDate ? formatPublicationDate(hit.publicationDate, tag) : null} />
            ))}
          </ul>
        )
      ) : searched && !loading ? (
        <p className="mt-8 text-stone">{data.term ? `Nothing matches “${data.term}”. Try other words.` : "Nothing here yet."}</p>
      ) : null}

      <div className="mt-10 flex justify-center">
        {loading ? (
          <Spinner />
        ) : hits.length < total ? (
          <Link
            to={`${pathname}?page=${nextPage}`}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              more.load(`${pathname}?from=${hits.length}`);
            }}
            className="inline-flex min-h-11 items-center justify-center border border-ink px-6 py-3 text-sm font-semibold uppercase tracking-[0.12em] text-ink transition-colors hover:bg-ink hover:text-white"
          >
            Load More
          </Link>
        ) : null}
      </div>
    </div>
  );
}
