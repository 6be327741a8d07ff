import { useId, useState } from "react";
import type { FormField } from "~/admin/forms/form-field";
import type { MediaChoice } from "~/features/media-library";
import { UploadStatus, acceptedTypes, uploadPath, useMediaUpload } from "~/features/media-library/admin";
import { FieldErrors, Label } from "~/ui/fields";
import { previewSrc } from "~/lib/media";
import { useHydrated } from "~/lib/use-hydrated";

export type ChooseMedia = (kind: "image" | "video") => Promise<MediaChoice | null>;

type MediaFieldProps = {
  /** The form field that carries the chosen item's id: empty keeps the item's own file. */
  field: FormField;
  kind: "image" | "video";
  /** The address of the file the item has now, if any. */
  current: string | undefined;
  errors?: string[] | undefined;
  chooseMedia: ChooseMedia;
  /** Told of each file chosen or uploaded (to fill in its alt text, say). */
  onChosen?: (choice: MediaChoice) => void;
  /** Fields sent with an upload, read when it starts (the title and alt text typed so far). */
  uploadFields?: () => Record<string, string>;
};

const buttonClass = "border border-ink px-3 py-2 text-sm font-medium text-ink hover:bg-ink hover:text-white";

function Preview({ kind, url }: { kind: "image" | "video"; url: string | undefined }) {
  if (!url)
    return (
      <span className="grid h-[120px] w-[180px] place-items-center border border-dashed border-line text-xs text-stone">
        {kind === "image" ? "No picture yet" : "No file yet"}
      </span>
    );
  if (kind === "video") return <video src={url} controls preload="metadata" className="h-[120px] w-[213px] bg-ink" />;
  return (
    <img
      src={previewSrc(url, 320)}
      alt=""
      width={180}
      height={120}
      className="h-[120px] w-[180px] border border-line bg-linen object-cover"
    />
  );
}

/**
 * A file of the media library for a gallery item: what it has now, a button that opens the
 * library's picker, and an upload that puts a new file in the library and takes it. Marked
 * required, as every item has its files; left empty, a change keeps the one the item has.
 */
export function MediaField({ field, kind, current, errors, chooseMedia, onChosen, uploadFields }: MediaFieldProps) {
  const { name, label, hint } = field;
  const id = useId();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<MediaChoice | null>(null);
  const take = (choice: MediaChoice) => {
    setChosen(choice);
    onChosen?.(choice);
  };
  const { progress, send } = useMediaUpload(uploadPath(), (answer) => {
    if (answer.item) take(answer.item);
  });
  const noun = kind === "image" ? "image" : "MP4 video";

  async function choose() {
    const choice = await chooseMedia(kind);
    if (choice) take(choice);
  }

  function upload(file: File) {
    const fields = new FormData();
    for (const [field, value] of Object.entries(uploadFields?.() ?? {})) fields.set(field, value);
    send(file, fields);
  }

  return (
    <fieldset aria-describedby={`${id}-hint${errors?.length ? ` ${name}-error` : ""}`} aria-invalid={errors?.length ? true : undefined}>
      <Label label={label} required />
      <p id={`${id}-hint`} className="mb-3 text-sm text-stone">
        {hint}
      </p>
      <input type="hidden" name={name} value={chosen?.id ?? ""} />
      <div className="flex flex-wrap items-start gap-4">
        <Preview kind={kind} url={chosen?.url ?? current} />
        <div className="flex flex-col gap-3">
          {chosen ? <p className="text-sm text-ink">{`Chosen: ${chosen.title}`}</p> : null}
          {hydrated ? (
            <>
              <button type="button" className={buttonClass} onClick={() => void choose()}>
                Choose from the media library
              </button>
              <label htmlFor={`${id}-file`} className="text-sm text-ink">
                {`Or upload a new ${noun} to the library`}
                <input
                  id={`${id}-file`}
                  type="file"
                  accept={acceptedTypes[kind]}
                  onChange={(event) => {
                    const file = event.currentTarget.files?.[0];
                    if (file) upload(file);
                    event.currentTarget.value = "";
                  }}
                  className="mt-1 block text-sm text-ink file:mr-3 file:border-0 file:bg-linen file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink hover:file:bg-sand"
                />
              </label>
            </>
          ) : (
            <p className="text-sm text-stone">Choosing a file needs JavaScript.</p>
          )}
        </div>
      </div>
      <UploadStatus progress={progress} />
      <FieldErrors name={name} errors={errors} />
    </fieldset>
  );
}
