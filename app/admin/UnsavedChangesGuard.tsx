import { use, useEffect, useId } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, type Blocker, type BlockerFunction } from "react-router";
import { AdminQuestion } from "./AdminDialog";

/**
 * React Router's `useBlocker`, asked of the router directly: importing `useBlocker` itself puts its
 * code in the router's chunk, which every public page loads (+0.2 KiB gzip, over the product
 * pages' budget). The admin has no basename, so the locations need no stripping.
 */
function useRouterBlocker(shouldBlock: BlockerFunction): Blocker | undefined {
  const router = use(UNSAFE_DataRouterContext)?.router;
  const blockers = use(UNSAFE_DataRouterStateContext)?.blockers;
  const key = `unsaved-changes${useId()}`;
  useEffect(() => {
    router?.getBlocker(key, shouldBlock);
  }, [router, key, shouldBlock]);
  useEffect(() => () => router?.deleteBlocker(key), [router, key]);
  return blockers?.get(key);
}

/** Set once the editor has agreed to lose what is unsaved: the browser's own question would ask again. */
let discarding = false;

/** Reloads the page after the editor has agreed, in the admin's own question, to lose their unsaved changes. */
export function reloadDiscardingChanges() {
  discarding = true;
  window.location.reload();
}

/**
 * While `unsaved` is true, leaving the page asks first: a link or the browser's Back within the
 * admin with "Leave without saving?", closing the tab or reloading with the browser's own question.
 * Posting a form of the same page (publish, schedule) is not leaving it.
 */
export function UnsavedChangesGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useRouterBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!discarding) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  return (
    <AdminQuestion
      open={blocker?.state === "blocked"}
      title="Leave without saving?"
      cancel={{ label: "Stay", onChoose: () => blocker?.reset?.() }}
      confirm={{ label: "Leave", onChoose: () => blocker?.proceed?.() }}
    >
      <p>Your changes to this page are not saved yet. Leaving now loses them.</p>
    </AdminQuestion>
  );
}
