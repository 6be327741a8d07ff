import { createContext, useContext } from "react";

/** Whether the draft's form holds changes not saved yet: publishing would leave them out. */
export const UnsavedDraftContext = createContext(false);

export function useUnsavedDraft(): boolean {
  return useContext(UnsavedDraftContext);
}
