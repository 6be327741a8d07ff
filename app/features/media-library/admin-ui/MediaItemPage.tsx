import { Form, Link, href } from "react-router";
import { AdminPageHeader } from "~/admin/AdminPageHeader";
import { DeleteForGood } from "~/admin/DeleteForGood";
import { FormMessage } from "~/admin/FormMessage";
import { adminButtonClass } from "~/admin/admin-buttons";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { MediaDetailsFields } from "../admin-routes.server";
import { type MediaItem, type MediaUse, formatBytes, kindLabels } from "../media";
import type { FormResult } from "~/admin/form-result";
import { CopyText } from "~/admin/CopyText";
import { FocalPointPicker } from "./FocalPointPicker";
import { previewUrl } from "./MediaThumbnail";
import { UploadZone } from "./UploadZone";
import { acceptedTypes, uploadPath } from "./upload-path";

type MediaItemPageProps = {
  item: MediaItem;
  uses: MediaUse[];
  refusal: string | null;
  notice: string | null;
  fields: MediaDetailsFields;
  result?: FormResult<never, { uses?: MediaUse[] }>;
};

/** A video or a PDF; an image is shown in its form, where its focal point is set. */
function Preview({ item }: { item: MediaItem }) {
  if (item.kind === "image") return null;
  if (item.kind === "video") return <video src={item.url} controls preload="metadata" className="max-h-[28rem] max-w-full bg-ink" />;
  return (
    <a href={item.url} target="_blank" rel="noopener" className="font-medium text-bronze-dark underline underline-offset-4">
      Open the PDF in a new tab
    </a>
  );
}

function UsedOn({ uses }: { uses: MediaUse[] }) {
  if (uses.length === 0) return <p className="mt-2 text-sm text-stone">No page or gallery uses this file.</p>;
  return (
    <ul className="mt-3 divide-y divide-line border border-line text-sm">
      {uses.map((use) => (
        <li key={use.editPath ?? use.id} className="flex flex-wrap gap-x-4 px-4 py-2">
          <Link
            to={use.editPath ?? href("/admin/content/:id", { id: String(use.id) })}
            className="font-medium text-ink underline-offset-4 hover:underline"
          >
            {use.title || "(untitled)"}
          </Link>
          <span className="font-mono text-xs text-stone">{use.path}</span>
          <span className="ml-auto text-stone">
            {[use.inPublished ? "published" : "", use.inDraft ? "draft" : ""].filter(Boolean).join(" and ")}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One file of the library: preview, address, alt text and title, where it is used, replace and delete. */
export function MediaItemPage({ item, uses, refusal, notice, fields, result }: MediaItemPageProps) {
  const needsAlt = item.kind === "image" && !item.alt;
  return (
    <article aria-labelledby="item-heading" className="space-y-8">
      <AdminPageHeader id="item-heading" title={item.title} back={{ to: href("/admin/media"), label: "All media" }}>
        {[
          kindLabels[item.kind],
          item.width && item.height ? `${item.width} × ${item.height} px` : "",
          formatBytes(item.bytes),
          `uploaded by ${item.uploadedBy} as ${item.originalName}`,
        ]
          .filter(Boolean)
          .join(" · ")}
      </AdminPageHeader>

      <div>
        <FormMessage tone="error" message={refusal ?? undefined} />
        <FormMessage tone="done" message={notice ?? undefined} />
        <FormMessage tone={result?.tone ?? "done"} message={result?.message} />
        {result?.uses ? <UsedOn uses={result.uses} /> : null}
      </div>

      <section aria-label={item.kind === "image" ? "Address" : "Preview and address"} className="space-y-4 border border-line bg-white p-6">
        <Preview item={item} />
        <CopyText id="media-address" label="Address of the file" value={item.url} />
      </section>

      <section aria-labelledby="details-heading" className="border border-line bg-white p-6">
        <h2 id="details-heading" className="text-lg font-medium text-ink">
          Description
        </h2>
        {needsAlt ? (
          <p className="mt-2 text-sm font-medium text-red-900">
            Add the alt text: until it has one, this image cannot be chosen for a page.
          </p>
        ) : null}
        <Form method="post" className="mt-4 grid gap-5" noValidate>
          <HiddenValues values={{ intent: "details" }} />
          {item.kind === "image" ? (
            <FocalPointPicker
              src={previewUrl(item, 1024)}
              alt={item.alt}
              width={item.width}
              height={item.height}
              fields={{ x: fields.focal_x, y: fields.focal_y }}
              stored={item.focalPoint}
              result={result}
            />
          ) : null}
          {/* An image's alt text is required (the server says so); other files have none. */}
          {item.kind === "image" ? <SchemaField field={{ ...fields.alt, required: true }} result={result} stored={item.alt} /> : null}
          <SchemaField field={fields.title} result={result} stored={item.title} />
          <SchemaField field={fields.tags} result={result} stored={item.tags.join(", ")} />
          <div>
            <button type="submit" className={adminButtonClass}>
              Save
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="uses-heading" className="border border-line bg-white p-6">
        <h2 id="uses-heading" className="text-lg font-medium text-ink">
          Used on
        </h2>
        <UsedOn uses={uses} />
      </section>

      <section aria-labelledby="replace-heading" className="space-y-3">
        <h2 id="replace-heading" className="text-lg font-medium text-ink">
          Replace the file
        </h2>
        <p className="text-sm text-stone">The new file keeps this address, so every page that uses it shows the new one.</p>
        <UploadZone
          action={uploadPath(item.id)}
          accept={acceptedTypes[item.kind]}
          label={`Choose a new ${kindLabels[item.kind].toLowerCase()}`}
          hint="Of the same kind as this one; the limits of uploads apply."
        />
      </section>

      <DeleteForGood
        confirm="Delete this file for good. A file that a page or a gallery item uses cannot be deleted."
        button="Delete the file"
      />
    </article>
  );
}
