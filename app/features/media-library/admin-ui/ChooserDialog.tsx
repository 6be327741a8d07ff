import { useEffect, useRef, useState } from "react";
import { href, useFetcher } from "react-router";
import { AdminDialog } from "~/admin/AdminDialog";
import { filterControlClass } from "~/admin/AdminSelect";
import { variantUrl } from "~/lib/media";
import type { MediaUploadFields } from "../admin-routes.server";
import { type MediaChoice, type MediaKind, kindLabels } from "../media";
import { UploadZone } from "./UploadZone";
import { acceptedTypes, uploadPath } from "./upload-path";

/** A new file sent from the picker is chosen at once; an image is described first, as the picker offers only described ones. */
function UploadHere({ kind, fields, onDone }: { kind: MediaKind; fields: MediaUploadFields; onDone: (choice: MediaChoice) => void }) {
  const [refusal, setRefusal] = useState("");
  return (
    <details className="border-b border-line px-5 py-3">
      <summary className="cursor-pointer text-sm font-medium text-ink">{`Upload a new ${kindLabels[kind].toLowerCase()}`}</summary>
      <div className="mt-3">
        <UploadZone
          action={uploadPath()}
          accept={acceptedTypes[kind]}
          label="File"
          onUploaded={(answer) => {
            if (answer.item?.kind === kind && (kind !== "image" || answer.item.alt)) onDone(answer.item);
            else
              setRefusal(
                `That file is not a${kind === "image" ? "n" : ""} ${kindLabels[kind].toLowerCase()}: it is in the library, not chosen.`,
              );
          }}
        >
          {kind === "image" ? (
            // Labelled by wrapping, with no id: the page under the picker may have a field of the same name.
            <label className="mt-3 flex flex-col gap-1 text-sm font-medium text-ink">
              {fields.alt.label}
              <input type="text" name={fields.alt.name} required maxLength={fields.alt.maxLength} className={filterControlClass} />
            </label>
          ) : null}
        </UploadZone>
        {refusal ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {refusal}
          </p>
        ) : null}
      </div>
    </details>
  );
}

/** The media library's picker: its items of one kind, searchable, newest first, and an upload that picks the new file (see useMediaChooser). */
export default function ChooserDialog({ kind, onDone }: { kind: MediaKind; onDone: (choice: MediaChoice | null) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const choices = useFetcher<{ items: MediaChoice[]; fields: MediaUploadFields }>();
  const [q, setQ] = useState("");
  const load = choices.load;

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => void load(`${href("/admin/media/choose")}?${new URLSearchParams({ kind, q })}`), q ? 250 : 0);
    return () => clearTimeout(timer);
  }, [kind, q, load]);

  const items = choices.data?.items ?? [];
  return (
    <AdminDialog
      ref={dialog}
      title="Choose from the media library"
      onClose={() => onDone(null)}
      search={{ label: "Find by title, alternative text or file name", value: q, onChange: setQ }}
      note="Images show here once they have alternative text."
    >
      {choices.data ? <UploadHere kind={kind} fields={choices.data.fields} onDone={onDone} /> : null}
      {choices.state === "idle" && items.length === 0 ? <p className="p-5 text-sm text-stone">Nothing in the library matches.</p> : null}
      <ul className="grid grid-cols-2 gap-4 p-5 sm:grid-cols-4" aria-busy={choices.state !== "idle"}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="block w-full text-left hover:ring-2 hover:ring-bronze focus-visible:outline-2 focus-visible:outline-bronze"
              onClick={() => {
                onDone(item);
              }}
            >
              {item.kind === "image" ? (
                <img
                  src={variantUrl(item.url, 320, "webp")}
                  alt=""
                  width={320}
                  height={240}
                  className="aspect-[4/3] w-full bg-sand object-cover"
                />
              ) : null}
              <span className="mt-1 block truncate text-sm text-ink">{item.title}</span>
              {item.alt ? <span className="block truncate text-xs text-stone">{item.alt}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </AdminDialog>
  );
}
