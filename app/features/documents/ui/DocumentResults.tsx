import { formatDocumentDate, formatFileSize } from "../format";
import type { DocumentHit } from "../types";
import { DocumentLink } from "./DocumentLink";
import { FileTypeIcon } from "./FileTypeIcon";

/** SPEC §2 results list: icon, title, document type, size and updated date; PDFs open in the viewer. */
export function DocumentResults({ hits }: { hits: DocumentHit[] }) {
  return (
    <ul className="divide-y divide-line border-y border-line">
      {hits.map(({ _id, _source: source }) => (
        <li key={_id} className="flex items-start gap-4 py-4">
          <FileTypeIcon displayType={source.display_type} />
          <div className="min-w-0">
            <DocumentLink source={source} className="font-medium underline-offset-4 hover:text-bronze-dark hover:underline">
              {source.title}
            </DocumentLink>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone">
              <span>{source["Document Type"][0] ?? source.display_type}</span>
              <span>{formatFileSize(source.size)}</span>
              <span>Updated {formatDocumentDate(source.updated_at)}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
