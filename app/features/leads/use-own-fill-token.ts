import { useEffect, useState } from "react";
import { isRecord } from "~/lib/narrow";
import { getJson } from "~/lib/post-json";
import { LEAD_TOKEN_PATH } from "./options";

/**
 * The fill token a form sends. A form that content places on a page (form_wrapper) starts with the
 * token rendered into the document, which the render cache and a CDN give every visitor of that
 * page: once scripts run it asks the lead API for one of its own, since a token serves one lead
 * (fill-token.server.ts). Without scripts, or while the answer is on its way, the document's serves.
 */
export function useOwnFillToken(token: string, shared: boolean): string {
  const [own, setOwn] = useState<string | null>(null);
  useEffect(() => {
    if (!shared) return;
    const abort = new AbortController();
    getJson(LEAD_TOKEN_PATH, abort.signal)
      .then((response) => response.json())
      .then(
        (answer: unknown) => {
          if (isRecord(answer) && typeof answer.fillToken === "string") setOwn(answer.fillToken);
        },
        // Offline or refused: the document's token still serves, as it does without scripts.
        () => {},
      );
    return () => abort.abort();
  }, [shared]);
  return own ?? token;
}
