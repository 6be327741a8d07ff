import { adminButtonClass } from "~/features/accounts";
import { type DragEvent, type ReactNode, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { uploadHint } from "../media";

type UploadZoneProps = {
  /** Where the form posts: the upload route, with `?replaces=<id>` for a replacement. */
  action: string;
  /** The types the file dialog offers (the server checks the bytes whatever the dialog allows). */
  accept: string;
  label: string;
  hint?: string;
  /** Fields sent with the file, such as its alt text. */
  children?: ReactNode;
};

type Progress = { state: "idle" } | { state: "sending"; name: string; sent: number; total: number } | { state: "failed"; message: string };

type UploadAnswer = { location?: string; message?: string };

/**
 * A file upload by drag and drop or the file dialog, with a progress bar. Without scripts it is a
 * plain form the upload route answers with a redirect; with them, the file is sent at once and the
 * page moves on to where the server says (the new item's page).
 */
export function UploadZone({ action, accept, label, hint = uploadHint, children }: UploadZoneProps) {
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Progress>({ state: "idle" });
  const [dragging, setDragging] = useState(false);

  function send(file: File) {
    const request = new XMLHttpRequest();
    const body = new FormData(form.current ?? undefined);
    body.set("file", file);
    request.open("POST", action);
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.onprogress = (event) =>
      setProgress({ state: "sending", name: file.name, sent: event.loaded, total: event.total || file.size });
    request.onload = () => {
      const answer = (request.response ?? {}) as UploadAnswer;
      if (request.status < 300 && answer.location) return void navigate(answer.location);
      setProgress({ state: "failed", message: answer.message ?? "The upload was refused. Try again." });
    };
    request.onerror = () =>
      setProgress({ state: "failed", message: "The upload did not reach the server. Check the connection and try again." });
    setProgress({ state: "sending", name: file.name, sent: 0, total: file.size });
    request.send(body);
  }

  function dropped(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) send(file);
  }

  const sending = progress.state === "sending";
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
          name="file"
          accept={accept}
          required
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file && hydrated) send(file);
          }}
          className="text-sm text-ink file:mr-3 file:border-0 file:bg-ink file:px-4 file:py-2 file:text-sm file:font-medium file:text-white hover:file:bg-bronze-dark"
        />
        {hydrated ? null : (
          <button type="submit" className={adminButtonClass}>
            Upload
          </button>
        )}
      </div>
      <div aria-live="polite" className="mt-3 text-sm">
        {sending ? (
          <label className="flex flex-col gap-1 text-ink">
            {`Uploading ${progress.name}: ${Math.floor((progress.sent / Math.max(progress.total, 1)) * 100)}%`}
            <progress value={progress.sent} max={Math.max(progress.total, 1)} className="h-2 w-full accent-bronze" />
          </label>
        ) : null}
        {progress.state === "failed" ? (
          <p role="alert" className="border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
            {progress.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
