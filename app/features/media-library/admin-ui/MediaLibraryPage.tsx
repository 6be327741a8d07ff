import { Link, href } from "react-router";
import { SchemaField } from "~/admin/forms/SchemaField";
import { ListPage } from "~/admin/list-page/ListPage";
import { type LibraryPage, formatBytes, kindLabels, libraryHref, mediaKinds } from "../media";
import { MediaThumbnail } from "./MediaThumbnail";
import type { MediaUploadFields } from "../admin-routes.server";
import { UploadZone } from "./UploadZone";
import { anyAccepted, uploadPath } from "./upload-path";

/** The media library: upload, search by title, alt text or file name, filter by kind, newest first. */
export function MediaLibraryPage({
  library,
}: {
  library: LibraryPage & { tags: string[]; refusal: string | null; fields: MediaUploadFields };
}) {
  const { items, total, page, pageSize, filter, tags, refusal, fields } = library;
  return (
    <section aria-labelledby="media-heading" className="space-y-6">
      <h1 id="media-heading" className="text-3xl font-light tracking-tight text-ink">
        Media
      </h1>
      {refusal ? (
        <p role="alert" className="border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900">
          {refusal}
        </p>
      ) : null}
      <UploadZone action={uploadPath()} accept={anyAccepted} label="Upload a file">
        <div className="mt-3 max-w-xl">
          <SchemaField field={fields.alt} />
        </div>
      </UploadZone>
      <ListPage
        search={{
          label: "Search the media",
          filters: [
            { type: "search", name: "q", label: "Title, alt text, tag or file name" },
            ...(tags.length > 0
              ? [
                  {
                    type: "select" as const,
                    name: "tag",
                    label: "Tag",
                    anyLabel: "All tags",
                    options: tags.map((tag): [string, string] => [tag, tag]),
                  },
                ]
              : []),
            {
              type: "select",
              name: "kind",
              label: "Kind",
              anyLabel: "All kinds",
              options: mediaKinds.map((kind) => [kind, kindLabels[kind]]),
            },
          ],
          values: filter,
          submit: "Search",
        }}
        count={total === 1 ? "1 file" : `${total} files`}
        empty={filter.q || filter.kind || filter.tag ? "Nothing matches this search." : "No file has been uploaded yet."}
        rows={items}
        pages={{ page, total, pageSize, hrefFor: (number) => libraryHref(filter, number) }}
      >
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {items.map((item) => (
            <li key={item.id} className="border border-line bg-white">
              <Link to={href("/admin/media/:itemId", { itemId: String(item.id) })} className="group block">
                <MediaThumbnail item={item} />
                <span className="block truncate px-3 pt-2 text-sm font-medium text-ink group-hover:underline">{item.title}</span>
              </Link>
              <span className="block px-3 pb-2 text-xs text-stone">
                {`${kindLabels[item.kind]} · ${formatBytes(item.bytes)}`}
                {item.kind === "image" && !item.alt ? <span className="ml-1 font-medium text-red-800">· needs alt text</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </ListPage>
    </section>
  );
}
