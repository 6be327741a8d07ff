import { Link } from "react-router";
import { useMessages } from "~/i18n/LocaleProvider";
import { uiMessages } from "./messages";
import { PHONE_PAGE_WINDOW, nextPage, pageCount, pageWindow, previousPage, showsPagination } from "./page-window";

type PaginationProps = {
  /** The current page, 1-based. */
  page: number;
  total: number;
  pageSize: number;
  /** The address of a page, so every page is a real link that works without JavaScript. */
  hrefFor: (page: number) => string;
  /** Passed to every link, e.g. to keep the scroll position on client navigation. */
  preventScrollReset?: boolean;
};

const linkClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center px-3 text-sm underline-offset-4 hover:text-bronze-dark hover:underline";

/** Pages of a list (SPEC §5): hidden when everything fits on one page. */
export function Pagination({ page, total, pageSize, hrefFor, preventScrollReset }: PaginationProps) {
  const t = useMessages(uiMessages);
  if (!showsPagination(total, pageSize)) return null;
  const count = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), count);
  const onPhones = new Set(pageWindow(current, count, PHONE_PAGE_WINDOW));
  return (
    <nav aria-label={t("pagination")} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <Link to={hrefFor(previousPage(current, count))} className={linkClass} preventScrollReset={preventScrollReset}>
            {t("previousPage")}
          </Link>
        </li>
        {pageWindow(current, count).map((number) => (
          <li key={number} className={onPhones.has(number) ? undefined : "max-sm:hidden"}>
            <Link
              to={hrefFor(number)}
              aria-current={number === current ? "page" : undefined}
              aria-label={t("page", { number })}
              className={number === current ? `${linkClass} bg-ink font-semibold text-white hover:text-white` : linkClass}
              preventScrollReset={preventScrollReset}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          <Link to={hrefFor(nextPage(current, count))} className={linkClass} preventScrollReset={preventScrollReset}>
            {t("nextPage")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
