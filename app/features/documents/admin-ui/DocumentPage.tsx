import { Form, href } from "react-router";
import { AdminPageHeader, DeleteForGood, FormMessage, adminButtonClass } from "~/features/accounts";
import { SelectField, TextArea, TextField } from "~/features/leads";
import { pdfViewerHref } from "~/lib/links";
import { UploadZone } from "~/features/media-library/admin";
import type { DocumentFormResult } from "../admin-routes.server";
import { formatDocumentDate, formatFileSize } from "../format";
import { type StaffDocument, documentRefusals, statusLabels } from "../library";
import { documentTypes } from "../taxonomy";
import { FacetFields } from "./FacetFields";

type DocumentPageProps = {
  document: StaffDocument;
  refusal: string | null;
  notice: string | null;
  result?: DocumentFormResult | undefined;
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
            <button type="submit" name="intent" value="withdraw" className={secondaryButtonClass}>
              Withdraw from the library
            </button>
          </Form>
        </>
      ) : null}
    </section>
  );
}

/** One technical document: its details and facets, its place in the library, its file, deletion. */
export function DocumentPage({ document, refusal, notice, result }: DocumentPageProps) {
  const errors = result?.errors;
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
          <input type="hidden" name="intent" value="details" />
          <TextField name="title" label="Title" required defaultValue={document.title} maxLength={200} errors={errors?.title} />
          <TextArea
            name="description"
            label="Description"
            hint="A sentence or two; the search reads it."
            defaultValue={document.description}
            maxLength={2000}
            errors={errors?.description}
          />
          <SelectField
            name="documentType"
            label="Document type"
            required
            options={documentTypes.map((type) => ({ value: type, label: type }))}
            defaultValue={document.documentType}
            errors={errors?.documentType}
          />
          <FacetFields selected={document.tags} errors={errors?.tags} />
          {/* Save comes first: Enter in a field presses the first button, and it must not publish. */}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={document.listed ? adminButtonClass : secondaryButtonClass}>
              Save
            </button>
            {document.listed ? null : (
              <button type="submit" name="list" value="yes" className={adminButtonClass}>
                Save and put in the library
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
