import { Suspense, lazy, useCallback, useState, type ReactNode } from "react";
import type { MediaChoice, MediaKind } from "../media";

// The dialog's code is fetched when an editor first opens it, not with the page.
const ChooserDialog = /* @__PURE__ */ lazy(() => import("./ChooserDialog"));

type Pending = { kind: MediaKind; resolve: (choice: MediaChoice | null) => void };

/**
 * The media library as a picker: `chooseMedia(kind)` opens a dialog of the library's items of that
 * kind (searchable, newest first) and resolves with the one chosen, or null when it is closed.
 * Render `dialog` once on the page.
 */
export function useMediaChooser(): { chooseMedia: (kind: MediaKind) => Promise<MediaChoice | null>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const chooseMedia = useCallback((kind: MediaKind) => new Promise<MediaChoice | null>((resolve) => setPending({ kind, resolve })), []);
  const finish = (choice: MediaChoice | null) => {
    pending?.resolve(choice);
    setPending(null);
  };
  const dialog = pending ? (
    <Suspense fallback={null}>
      <ChooserDialog kind={pending.kind} onDone={finish} />
    </Suspense>
  ) : null;
  return { chooseMedia, dialog };
}
