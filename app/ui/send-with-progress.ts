/** How much of a request body has gone: bytes sent of the body's total. */
export type UploadProgress = { sent: number; total: number };

/** The server's answer to a sent form: its HTTP status and its JSON body (null when it was none). */
export type SentAnswer = { status: number; body: unknown };

export type SendOptions = {
  /** Called as the body goes out (the browser reports every 50 ms or so), and once with all of it sent. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** The error a send rejects with when the body never reached an answer: no network, or aborted. */
export class SendFailed extends Error {
  constructor(readonly aborted: boolean) {
    super(aborted ? "The upload was stopped." : "The upload did not reach the server.");
    this.name = "SendFailed";
  }
}

/**
 * POSTs a form body to a same-origin address and reports its upload progress, which fetch()
 * cannot (XMLHttpRequest's `upload` events are the browser's only way). Asks for JSON and answers
 * whatever status came back with its body; rejects with SendFailed when no answer came.
 * `total` falls back to the body's file sizes when the browser cannot tell it.
 */
export function sendWithProgress(url: string, body: FormData, { onProgress, signal }: SendOptions = {}): Promise<SentAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new SendFailed(true));
    const request = new XMLHttpRequest();
    const estimate = [...body.values()].reduce((sum, value) => sum + (typeof value === "string" ? value.length : value.size), 0);
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.onprogress = (event) => onProgress?.({ sent: event.loaded, total: event.total || Math.max(estimate, event.loaded) });
    request.onload = () => resolve({ status: request.status, body: (request.response as unknown) ?? null });
    request.onerror = () => reject(new SendFailed(false));
    request.onabort = () => reject(new SendFailed(true));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    onProgress?.({ sent: 0, total: estimate });
    request.send(body);
  });
}
