import { Link, href } from "react-router";
import { FormMessage } from "~/admin/FormMessage";
import { ListPage } from "~/admin/list-page/ListPage";
import type { ListFilter, ListTableDescription } from "~/admin/list-page/list-description";
import { UploadZone } from "~/features/media-library/admin";
import { formatDocumentDate, formatFileSize } from "../format";
import {
  type DocumentListPage,
  type StaffDocument,
  acceptedDocuments,
  documentListHref,
  documentPagePath,
  documentStatuses,
  documentUploadHint,
  statusLabels,
} from "../library";
import { displayTypes } from "../taxonomy";
import { FileTypeIcon } from "../ui/FileTypeIcon";

const documentsTable: ListTableDescription<StaffDocument> = {
  caption: "Technical documents",
  minWidthClass: "min-w-[48rem]",
  rowKey: (document) => document.id,
  columns: [
    {
      heading: "Document",
      className: "",
      cell: (document) => (
        <div className="flex items-start gap-3">
          <FileTypeIcon displayType={document.displayType} />
          <div className="min-w-0">
            <Link to={documentPagePath(document.id)} className="font-medium text-ink underline-offset-4 hover:underline">
              {document.title}
            </Link>
            <p className="truncate font-mono text-xs text-stone">{document.fileName}</p>
          </div>
        </div>
      ),
    },
    { heading: "Type", className: "text-stone", cell: (document) => `${document.documentType} · ${formatFileSize(document.size)}` },
    {
      heading: "Facets",
      className: "text-stone",
      cell: (document) => (document.tags.length === 0 ? "None" : String(document.tags.length)),
    },
    {
      heading: "Status",
      className: "",
      cell: (document) => (
        <span className={document.listed ? "text-ink" : "font-medium text-red-900"}>
          {statusLabels[document.listed ? "listed" : "unlisted"]}
        </span>
      ),
    },
    { heading: "File date", className: "text-stone", cell: (document) => formatDocumentDate(document.updatedAt) },
  ],
};

const filters: ListFilter[] = [
  { type: "search", name: "q", label: "Title, description or file name" },
  {
    type: "select",
    name: "status",
    label: "Status",
    anyLabel: "Any status",
    options: documentStatuses.map((status) => [status, statusLabels[status]]),
  },
  { type: "select", name: "type", label: "File type", anyLabel: "Any type", options: displayTypes.map((type) => [type, type]) },
];

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
      <ListPage
        search={{ label: "Search the documents", filters, values: filter, submit: "Search" }}
        count={
          <>
            {total === 1 ? "1 document" : `${total} documents`}
            {" · "}
            <Link to={href("/support/technical-documents")} className="text-bronze-dark underline underline-offset-4">
              The library as visitors see it
            </Link>
          </>
        }
        empty={filtered ? "Nothing matches this search." : "The library holds no document yet."}
        rows={documents}
        table={documentsTable}
        pages={{ page, total, pageSize, hrefFor: (number) => documentListHref(filter, number) }}
      />
    </section>
  );
}
