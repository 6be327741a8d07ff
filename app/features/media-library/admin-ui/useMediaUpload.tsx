import { useState } from "react";
import { UPLOAD_FILE_FIELD } from "~/platform/upload-field";
import type { MediaChoice } from "../media";

type Progress = { state: "idle" } | { state: "sending"; name: string; sent: number; total: number } | { state: "failed"; message: string };

/** The upload route's answer to a script: where the new item's page is and the item itself, or why it was refused. */
export type UploadAnswer = { location?: string; item?: MediaChoice; message?: string };

/**
 * Sends one file to the media library's upload route (asking for JSON), with its progress;
 * `onUploaded` gets the server's answer to a file it kept.
 */
export function useMediaUpload(action: string, onUploaded: (answer: UploadAnswer) => void) {
  const [progress, setProgress] = useState<Progress>({ state: "idle" });

  function send(file: File, fields?: FormData) {
    const request = new XMLHttpRequest();
    const body = fields ?? new FormData();
    body.set(UPLOAD_FILE_FIELD, file);
    request.open("POST", action);
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.onprogress = (event) =>
      setProgress({ state: "sending", name: file.name, sent: event.loaded, total: event.total || file.size });
    request.onload = () => {
      const answer = (request.response ?? {}) as UploadAnswer;
      if (request.status < 300 && answer.location) {
        setProgress({ state: "idle" });
        return onUploaded(answer);
      }
      setProgress({ state: "failed", message: answer.message ?? "The upload was refused. Try again." });
    };
    request.onerror = () =>
      setProgress({ state: "failed", message: "The upload did not reach the server. Check the connection and try again." });
    setProgress({ state: "sending", name: file.name, sent: 0, total: file.size });
    request.send(body);
  }

  return { progress, send, sending: progress.state === "sending" };
}

/** An upload's progress bar, or the reason it failed; announced as it changes. */
export function UploadStatus({ progress }: { progress: Progress }) {
  return (
    <div aria-live="polite" className="mt-3 text-sm">
      {progress.state === "sending" ? (
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
  );
}
