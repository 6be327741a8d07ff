import { Form, useNavigate } from "react-router";
import { DOCUMENTS_PATH } from "../documents-href";
import { type DocumentQuery, DOCUMENT_TYPE_PARAM, MAX_TERM_LENGTH, documentQueryHref, groupParam } from "../query-state";
import { splitGroupedTag } from "../taxonomy";

/**
 * SPEC §5: the typed text is used as is and an empty value removes the term; the filters stay and
 * paging starts over. Without JavaScript the form submits the same parameters by GET.
 */
export function DocumentSearchBox({ query }: { query: DocumentQuery }) {
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action={DOCUMENTS_PATH}
      role="search"
      className="flex"
      onSubmit={(event) => {
        event.preventDefault();
        const term = String(new FormData(event.currentTarget).get("term") ?? "").trim();
        void navigate(documentQueryHref({ ...query, term, page: 1 }), { preventScrollReset: true });
      }}
    >
      <label htmlFor="document-term" className="sr-only">
        Search documents
      </label>
      <input
        id="document-term"
        key={query.term}
        name="term"
        type="search"
        defaultValue={query.term}
        maxLength={MAX_TERM_LENGTH}
        placeholder="Search documents"
        className="min-h-11 w-full min-w-0 border border-stone px-4 text-base focus-visible:border-bronze"
      />
      {query.tags.map((tag) => {
        const parts = splitGroupedTag(tag);
        return parts ? <input key={tag} type="hidden" name={groupParam(parts.group)} value={parts.value} /> : null;
      })}
      {query.filetype ? <input type="hidden" name={DOCUMENT_TYPE_PARAM} value={query.filetype} /> : null}
      <button
        type="submit"
        className="min-h-11 bg-ink px-5 text-sm font-semibold uppercase tracking-[0.12em] text-white hover:bg-bronze-dark"
      >
        Search
      </button>
    </Form>
  );
}
