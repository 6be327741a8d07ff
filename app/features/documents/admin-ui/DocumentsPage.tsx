import { Form, Link, href } from "react-router";
import { AdminSelect, filterControlClass } from "~/admin/AdminSelect";
import { AdminTable } from "~/admin/AdminTable";
import { FormMessage } from "~/admin/FormMessage";
import { adminButtonClass } from "~/admin/admin-buttons";
import { UploadZone } from "~/features/media-library/admin";
import { Pagination } from "~/ui/Pagination";
import { formatDocumentDate, formatFileSize } from "../format";
import {
  type DocumentListPage,
  acceptedDocuments,
  documentListHref,
  documentPagePath,
  documentStatuses,
  documentUploadHint,
  statusLabels,
} from "../library";
import { displayTypes } from "../taxonomy";
import { FileTypeIcon } from "../ui/FileTypeIcon";

type DocumentsPageProps = { list: DocumentListPage & { refusal: string | null } };

/** The technical documents library as staff see it: upload, search, filter by status and type, newest file first. */
export function DocumentsPage({ list }: DocumentsPageProps) {
  const { documents, total, page, pageSize, filter, refusal } = list;
  const filtered = Boolean(filter.q || filter.status || filter.type);
  return (
    <section aria-labelledby="documents-heading" className="space-y-6">
      <h1 id="documents-heading" className="text-3xl font-light tracking-tight text-ink">
        Technical documents
      </h1>
      <FormMessage tone="error" message={refusal ?? undefined} />
      <UploadZone action={href("/admin/documents/upload")} accept={acceptedDocuments} label="Upload a document" hint={documentUploadHint} />
      <Form method="get" role="search" aria-label="Search the documents" className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm text-stone">
          Title, description or file name
          <input type="search" name="q" defaultValue={filter.q} maxLength={200} className={`${filterControlClass} w-64`} />
        </label>
        <AdminSelect
          label="Status"
          name="status"
          anyLabel="Any status"
          defaultValue={filter.status}
          options={documentStatuses.map((status) => [status, statusLabels[status]])}
        />
        <AdminSelect
          label="File type"
          name="type"
          anyLabel="Any type"
          defaultValue={filter.type}
          options={displayTypes.map((type) => [type, type])}
        />
        <button type="submit" className={adminButtonClass}>
          Search
        </button>
      </Form>
      <p role="status" className="text-sm text-stone">
        {total === 1 ? "1 document" : `${total} documents`}
        {" · "}
        <Link to={href("/support/technical-documents")} className="text-bronze-dark underline underline-offset-4">
          The library as visitors see it
        </Link>
      </p>
      {documents.length === 0 ? (
        <p className="text-ink">{filtered ? "Nothing matches this search." : "The library holds no document yet."}</p>
      ) : (
        <AdminTable
          caption="Technical documents"
          headings={["Document", "Type", "Facets", "Status", "File date"]}
          minWidthClass="min-w-[48rem]"
        >
          {documents.map((document) => (
            <tr key={document.id}>
              <td className="px-4 py-3">
                <div className="flex items-start gap-3">
                  <FileTypeIcon displayType={document.displayType} />
                  <div className="min-w-0">
                    <Link to={documentPagePath(document.id)} className="font-medium text-ink underline-offset-4 hover:underline">
                      {document.title}
                    </Link>
                    <p className="truncate font-mono text-xs text-stone">{document.fileName}</p>
                  </div>
                </div>
              </td>
              <td className="px-4 py-3 text-stone">{`${document.documentType} · ${formatFileSize(document.size)}`}</td>
              <td className="px-4 py-3 text-stone">{document.tags.length === 0 ? "None" : String(document.tags.length)}</td>
              <td className={`px-4 py-3 ${document.listed ? "text-ink" : "font-medium text-red-900"}`}>
                {statusLabels[document.listed ? "listed" : "unlisted"]}
              </td>
              <td className="px-4 py-3 text-stone">{formatDocumentDate(document.updatedAt)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination page={page} total={total} pageSize={pageSize} hrefFor={(number) => documentListHref(filter, number)} />
    </section>
  );
}
