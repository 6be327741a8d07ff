import { useEffect, useRef, useState } from "react";
import { href, useFetcher } from "react-router";
import { AdminDialog } from "~/admin/AdminDialog";
import { variantUrl } from "~/lib/media";
import type { MediaChoice, MediaKind } from "../media";

/** The media library's picker: its items of one kind, searchable, newest first (see useMediaChooser). */
export default function ChooserDialog({ kind, onDone }: { kind: MediaKind; onDone: (choice: MediaChoice | null) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const choices = useFetcher<{ items: MediaChoice[] }>();
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
      note="Images show here once they have alternative text. Upload and describe new files in the media library."
    >
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
