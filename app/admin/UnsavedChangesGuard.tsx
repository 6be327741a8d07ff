import { useEffect } from "react";
import { useBlocker } from "react-router";
import { AdminQuestion } from "./AdminDialog";

/**
 * While `unsaved` is true, leaving the page asks first: a link or the browser's Back within the
 * admin with "Leave without saving?", closing the tab or reloading with the browser's own question.
 * Posting a form of the same page (publish, schedule) is not leaving it.
 */
export function UnsavedChangesGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  return (
    <AdminQuestion
      open={blocker.state === "blocked"}
      title="Leave without saving?"
      cancel={{ label: "Stay", onChoose: () => blocker.reset?.() }}
      confirm={{ label: "Leave", onChoose: () => blocker.proceed?.() }}
    >
      <p>Your changes to this page are not saved yet. Leaving now loses them.</p>
    </AdminQuestion>
  );
}
