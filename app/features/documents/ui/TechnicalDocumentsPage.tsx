import { useNavigation } from "react-router";
import { Pagination } from "~/ui/Pagination";
import { DOCUMENTS_PATH } from "../documents-href";
import { DOCUMENT_PAGE_SIZE, documentQueryHref, withPage } from "../query-state";
import type { TechnicalDocumentsData } from "../types";
import { DocumentResults } from "./DocumentResults";
import { DocumentSearchBox } from "./DocumentSearchBox";
import { FilterSidebar } from "./FilterSidebar";

/** SPEC §8 messages of the results area. */
export function resultsMessage(total: number, page: number): string {
  if (total === 0) return "No matching documents found";
  const from = Math.min((page - 1) * DOCUMENT_PAGE_SIZE + 1, total);
  const to = Math.min(page * DOCUMENT_PAGE_SIZE, total);
  return `Displaying results ${from} - ${to} of ${total}`;
}

/** SPEC §2 technical documents page: banner, filter sidebar, search box, results and pagination. */
export function TechnicalDocumentsPage({ data }: { data: TechnicalDocumentsData }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === DOCUMENTS_PATH;
  const { query, total, hits } = data;
  return (
    <>
      <section className="bg-sand px-6 py-16 text-center md:py-20">
        <h1 className="text-4xl font-light tracking-tight md:text-5xl">Technical Documents</h1>
      </section>
      {/* Narrow screens: search box, filters, results; wide: the filters beside both. */}
      <div className="mx-auto grid max-w-(--container-page) items-start gap-x-10 gap-y-8 px-6 py-10 md:px-10 lg:grid-cols-[18rem_1fr]">
        <div className="min-w-0 lg:col-start-2">
          <DocumentSearchBox query={query} />
        </div>
        <aside className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-stone">Filter</h2>
          <FilterSidebar query={query} tagCounts={data.tagCounts} filetypeCounts={data.filetypeCounts} />
        </aside>
        <div className="min-w-0 lg:col-start-2">
          <p role="status" className="mb-6 text-sm text-stone">
            {loading ? "Loading" : resultsMessage(total, query.page)}
          </p>
          <div aria-busy={loading} className={loading ? "opacity-60" : undefined}>
            {hits.length > 0 ? <DocumentResults hits={hits} /> : null}
          </div>
          <Pagination
            page={query.page}
            total={total}
            pageSize={DOCUMENT_PAGE_SIZE}
            hrefFor={(page) => documentQueryHref(withPage(query, page))}
          />
        </div>
      </div>
    </>
  );
}
