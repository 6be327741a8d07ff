import { useEffect, useState } from "react";
import { href } from "react-router";
import { PRESENCE_BEAT_MS, type PresenceAnswer, type PresentEditor } from "../presence";

const clock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

/** A random name for this open editor page (crypto.randomUUID needs a secure context; this does not). */
function newVisit(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * While the editor has the page open, says so to the server every beat and hears who else has it
 * open; says goodbye when the page closes (unmount, pagehide), so the others' notice clears at
 * once. A tab that crashes says nothing and expires on the server.
 */
function useOthersEditing(entityId: number): PresentEditor[] {
  const [editing, setEditing] = useState<PresentEditor[]>([]);
  useEffect(() => {
    const visit = newVisit();
    const address = href("/admin/content/:id/presence", { id: String(entityId) });
    const send = (intent: "open" | "leave") =>
      fetch(address, { method: "POST", body: new URLSearchParams({ intent, visit }), keepalive: intent === "leave" });
    let open = true;
    const beat = async () => {
      try {
        const answer = await send("open");
        if (answer.ok && open) setEditing(((await answer.json()) as PresenceAnswer).editing);
      } catch {
        // Offline for a moment: the next beat asks again.
      }
    };
    const leave = () => void send("leave").catch(() => {});
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) void beat();
    };
    void beat();
    const timer = setInterval(beat, PRESENCE_BEAT_MS);
    window.addEventListener("pagehide", leave);
    window.addEventListener("pageshow", back);
    return () => {
      open = false;
      clearInterval(timer);
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", back);
      leave();
    };
  }, [entityId]);
  return editing;
}

function Editor({ editor }: { editor: PresentEditor }) {
  return (
    <>
      <strong className="font-medium">{editor.name}</strong> (since{" "}
      <time dateTime={editor.since}>{clock.format(new Date(editor.since))}</time>)
    </>
  );
}

/** "Maria is editing this page": the other members of staff who have the page open in the editor now. */
export function EditingNow({ entityId }: { entityId: number }) {
  const editing = useOthersEditing(entityId);
  return (
    // Out of the layout while empty, so the page's spacing is as before; still a live region for screen readers.
    <div role="status" className={editing.length > 0 ? undefined : "sr-only"}>
      {editing.length > 0 ? (
        <p className="border-l-4 border-bronze bg-white px-4 py-3 text-sm text-ink">
          {editing.map((editor, index) => (
            <span key={`${editor.name} ${editor.since}`}>
              {index > 0 ? (index === editing.length - 1 ? " and " : ", ") : null}
              <Editor editor={editor} />
            </span>
          ))}{" "}
          {editing.length === 1 ? "is" : "are"} editing this page. If they save first, yours is not lost: you see both versions and choose.
        </p>
      ) : null}
    </div>
  );
}
