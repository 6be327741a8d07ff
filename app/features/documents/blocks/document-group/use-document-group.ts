import { useEffect, useState } from "react";
import { isRecord } from "~/lib/narrow";
import { postJson } from "~/lib/post-json";
import type { BlockValue } from "~/features/blocks";
import type { DocumentGroupResult } from "../../types";
import { readDocumentGroup } from "./group-result";

export type GroupState = { status: "loading" } | { status: "loaded"; group: DocumentGroupResult } | { status: "failed" };

/** SPEC §7 `/ES/documents/group` (size 100, from 0); a failure is logged only (SPEC §8). */
export function useDocumentGroup(value: BlockValue<"document_group">): GroupState {
  const [state, setState] = useState<GroupState>({ status: "loading" });
  // The value as text keeps the effect from running again for an equal value in a new object.
  const request = JSON.stringify(value);
  useEffect(() => {
    const controller = new AbortController();
    const body: unknown = JSON.parse(request);
    postJson("/ES/documents/group", { ...(isRecord(body) ? body : {}), size: 100, from: 0 }, controller.signal)
      .then((response) => response.json())
      .then((answer: unknown) => {
        const group = readDocumentGroup(answer);
        if (!group) throw new Error("the document group answer has an unexpected shape");
        setState({ status: "loaded", group });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("document group failed to load", error);
        setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [request]);
  return state;
}
