import { Form, href } from "react-router";
import { AdminPageHeader } from "~/admin/AdminPageHeader";
import { DeleteForGood } from "~/admin/DeleteForGood";
import { FormMessage } from "~/admin/FormMessage";
import { adminButtonClass } from "~/admin/admin-buttons";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { SchemaField } from "~/admin/forms/SchemaField";
import { pdfViewerHref } from "~/lib/links";
import { UploadZone } from "~/features/media-library/admin";
import type { FormResult } from "~/admin/form-result";
import type { DocumentFields } from "../admin-routes.server";
import { formatDocumentDate, formatFileSize } from "../format";
import { type StaffDocument, documentRefusals, statusLabels } from "../library";
import { FacetFields } from "./FacetFields";

type DocumentPageProps = {
  document: StaffDocument;
  refusal: string | null;
  notice: string | null;
  fields: DocumentFields;
  result?: FormResult | undefined;
};

const secondaryButtonClass = "border border-ink px-4 py-2 text-sm font-medium text-ink hover:bg-ink hover:text-white";

/** Where the document stands with visitors, and the one action that changes it. */
function Status({ document }: { document: StaffDocument }) {
  return (
    <section aria-labelledby="status-heading" className="flex flex-wrap items-center gap-4 border border-line bg-white p-6">
      <div className="min-w-64 flex-1">
        <h2 id="status-heading" className="text-lg font-medium text-ink">
          {statusLabels[document.listed ? "listed" : "unlisted"]}
        </h2>
        <p className="mt-1 text-sm text-stone">
          {document.listed
            ? "Visitors find it in the technical documents search, its facets and the document groups of pages; its address answers."
            : "Visitors cannot find it and its address does not answer. Give it its title and facets, then put it in the library."}
        </p>
      </div>
      {document.listed ? (
        <>
          <a
            href={document.displayType === "PDF" ? pdfViewerHref(document.url, document.title) : document.url}
            target="_blank"
            rel="noopener"
            className="text-sm font-medium text-bronze-dark underline underline-offset-4"
          >
            Open as visitors do
          </a>
          <Form method="post">
            <HiddenValues values={{ intent: "withdraw" }} />
            <button type="submit" className={secondaryButtonClass}>
              Withdraw from the library
            </button>
          </Form>
        </>
      ) : null}
    </section>
  );
}

/** One technical document: its details and facets, its place in the library, its file, deletion. */
export function DocumentPage({ document, refusal, notice, fields, result }: DocumentPageProps) {
  return (
    <article aria-labelledby="document-heading" className="space-y-8">
      <AdminPageHeader id="document-heading" title={document.title} back={{ to: href("/admin/documents"), label: "All documents" }}>
        {[document.displayType, formatFileSize(document.size), `file of ${formatDocumentDate(document.updatedAt)}`, document.fileName].join(
          " · ",
        )}
      </AdminPageHeader>

      <div>
        <FormMessage tone="error" message={refusal ?? undefined} />
        <FormMessage tone="done" message={notice ?? undefined} />
        <FormMessage tone={result?.tone ?? "done"} message={result?.message} />
      </div>

      <Status document={document} />

      <section aria-labelledby="details-heading" className="border border-line bg-white p-6">
        <h2 id="details-heading" className="text-lg font-medium text-ink">
          Details and facets
        </h2>
        <Form method="post" className="mt-4 grid gap-5" noValidate>
          <HiddenValues values={{ intent: "details" }} />
          <SchemaField field={fields.title} result={result} stored={document.title} />
          <SchemaField field={fields.description} result={result} stored={document.description} />
          <SchemaField field={fields.documentType} result={result} stored={document.documentType} />
          <FacetFields field={fields.tag} result={result} stored={document.tags} />
          {/* Save comes first: Enter in a field presses the first button, and it must not publish. */}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={document.listed ? adminButtonClass : secondaryButtonClass}>
              Save
            </button>
            {document.listed ? null : (
              <button type="submit" name={fields.list.name} value="true" className={adminButtonClass}>
                {fields.list.label}
              </button>
            )}
          </div>
        </Form>
      </section>

      <section aria-labelledby="replace-heading" className="space-y-3">
        <h2 id="replace-heading" className="text-lg font-medium text-ink">
          Replace the file
        </h2>
        <p className="text-sm text-stone">The new file keeps this address, so every link to the document gives the new one.</p>
        <UploadZone
          action={`${href("/admin/documents/upload")}?${new URLSearchParams({ replaces: String(document.id) })}`}
          accept={`.${document.displayType.toLowerCase()}`}
          label={`Choose a new ${document.displayType} file`}
          hint={`Of the same type as this one. ${documentRefusals.too_large}`}
        />
      </section>

      <DeleteForGood
        confirm="Delete this document and its file for good. To take it off the site for now, withdraw it instead."
        button="Delete the document"
      />
    </article>
  );
}
