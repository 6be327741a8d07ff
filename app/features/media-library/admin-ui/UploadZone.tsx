import { adminButtonClass } from "~/admin/admin-buttons";
import { type DragEvent, type ReactNode, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { UPLOAD_FILE_FIELD } from "~/platform/upload-field";
import { uploadHint } from "../media";
import { type UploadAnswer, UploadStatus, useMediaUpload } from "./useMediaUpload";

type UploadZoneProps = {
  /** Where the form posts: the upload route, with `?replaces=<id>` for a replacement. */
  action: string;
  /** The types the file dialog offers (the server checks the bytes whatever the dialog allows). */
  accept: string;
  label: string;
  hint?: string;
  /** Fields sent with the file, such as its alt text; a file waits for them to be filled in. */
  children?: ReactNode;
  /** What happens to a file the server kept; by default the page moves on to where the server says (the new item's page). */
  onUploaded?: (answer: UploadAnswer) => void;
};

/**
 * A file upload by drag and drop or the file dialog, with a progress bar. Without scripts it is a
 * plain form the upload route answers with a redirect; with them, the file is sent as soon as it is
 * chosen and the form's other fields are filled in (else with "Upload"), and the page moves on to
 * where the server says (the new item's page) unless `onUploaded` takes the answer.
 */
export function UploadZone({ action, accept, label, hint = uploadHint, children, onUploaded }: UploadZoneProps) {
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { progress, send: sendFile } = useMediaUpload(action, onUploaded ?? ((answer) => void navigate(answer.location ?? "")));
  const [dragging, setDragging] = useState(false);

  const send = (file: File) => sendFile(file, new FormData(form.current ?? undefined));
  /** The fields beside the file filled in as they must be, the browser saying what is missing where `report`. */
  const fieldsReady = (report: boolean) =>
    [...(form.current?.elements ?? [])].every(
      (element) =>
        element === input.current ||
        !(element instanceof HTMLInputElement) ||
        (report ? element.reportValidity() : element.checkValidity()),
    );

  function dropped(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!file || !input.current) return;
    input.current.files = event.dataTransfer.files;
    if (fieldsReady(true)) send(file);
  }

  return (
    <form
      ref={form}
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={(event) => {
        event.preventDefault();
        const file = input.current?.files?.[0];
        if (file) send(file);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={dropped}
      className={`border-2 border-dashed p-6 ${dragging ? "border-bronze bg-white" : "border-line bg-linen"}`}
    >
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {hydrated ? <span className="font-normal text-stone"> — or drop a file here</span> : null}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone">
        {hint}
      </p>
      {children}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={id}
          type="file"
          name={UPLOAD_FILE_FIELD}
          accept={accept}
          required
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file && hydrated && fieldsReady(false)) send(file);
          }}
          className="text-sm text-ink file:mr-3 file:border-0 file:bg-ink file:px-4 file:py-2 file:text-sm file:font-medium file:text-white hover:file:bg-bronze-dark"
        />
        {hydrated && !children ? null : (
          <button type="submit" className={adminButtonClass}>
            Upload
          </button>
        )}
      </div>
      <UploadStatus progress={progress} />
    </form>
  );
}
