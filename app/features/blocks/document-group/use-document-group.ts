import { useEffect, useState } from "react";
import type { DocumentGroupResult } from "~/features/documents";
import { postJson } from "~/lib/post-json";
import type { BlockValue } from "../schemas";

export type GroupState = { status: "loading" } | { status: "loaded"; group: DocumentGroupResult } | { status: "failed" };

/** SPEC §7 `/ES/documents/group` (size 100, from 0); a failure is logged only (SPEC §8). */
export function useDocumentGroup(value: BlockValue<"document_group">): GroupState {
  const [state, setState] = useState<GroupState>({ status: "loading" });
  const request = JSON.stringify(value);
  useEffect(() => {
    const controller = new AbortController();
    postJson("/ES/documents/group", { ...(JSON.parse(request) as object), size: 100, from: 0 }, controller.signal)
      .then((response) => response.json() as Promise<DocumentGroupResult>)
      .then((group) => setState({ status: "loaded", group }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("document group failed to load", error);
        setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [request]);
  return state;
}
