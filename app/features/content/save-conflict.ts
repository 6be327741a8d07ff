import type { FormResult } from "~/admin/form-result";
import type { FieldErrors } from "../blocks";

/** One field or block where the editor's refused draft and the version saved meanwhile differ, as readable text. */
export type ConflictDifference = { label: string; mine: string; theirs: string };

/**
 * A save refused because someone saved the page after the editor opened it: who saved which
 * revision when, and what differs between the editor's draft and that version.
 */
export type SaveConflict = { revision: number; savedBy: string; savedAt: string; differences: ConflictDifference[] };

/**
 * The draft form's answer: the blocks' errors by path ("3.value.slides.0.title"), or the version a
 * refused save met; a saved draft says when it was saved.
 */
export type DraftAnswer = FormResult<Record<string, string>, { blockErrors?: FieldErrors; conflict?: SaveConflict; savedAt?: string }>;
