import type { SiteChange, SiteChanges } from "~/platform/changes";
import { PRESENCE_BEAT_MS, type PresentEditor } from "./presence";

/** An open editor page not heard from for three beats and a margin has gone (a crashed tab, a closed lid). */
export const PRESENCE_EXPIRES_MS = 3 * PRESENCE_BEAT_MS + 5_000;
/** Open editor pages held at most; the oldest goes first (decision 0026: memory stays bounded). */
const MAX_VISITS = 2_000;

type PresenceNote = Omit<Extract<SiteChange, { kind: "presence" }>, "kind">;
type Visit = PresenceNote & { seenAt: number };

/** The member of staff whose editor page speaks. */
type Editor = { id: string; name: string };

/**
 * Who has which page open in the editor, held in memory with expiry and never stored: each open
 * editor page says so every beat and says goodbye when it closes. On PostgreSQL the other
 * instances hear both through the change channel (decision 0043), so an editor sees the others
 * whichever instance their beats reach.
 */
export function createEditorPresence({ changes, now = Date.now }: { changes?: SiteChanges | undefined; now?: () => number }) {
  const visits = new Map<string, Visit>();
  // Staff choose their visit's id: keyed with theirs, nobody can end or take over another's.
  const keyOf = (note: Pick<PresenceNote, "staff" | "visit">) => `${note.staff} ${note.visit}`;

  function expire() {
    for (const [key, visit] of visits) if (now() - visit.seenAt > PRESENCE_EXPIRES_MS) visits.delete(key);
  }

  function hold(note: PresenceNote) {
    expire();
    const key = keyOf(note);
    if (!note.open) return void visits.delete(key);
    const held = visits.get(key);
    visits.delete(key);
    if (visits.size >= MAX_VISITS) visits.delete(visits.keys().next().value!);
    visits.set(key, { ...note, since: held?.since ?? note.since, seenAt: now() });
  }

  /** Everyone else with the page open, first come first; the asking member of staff never sees themselves. */
  function othersOn(entity: number, staff: string): PresentEditor[] {
    expire();
    const editing = new Map<string, PresentEditor>();
    for (const visit of visits.values()) {
      if (visit.entity !== entity || visit.staff === staff) continue;
      const seen = editing.get(visit.staff);
      if (!seen || visit.since < seen.since) editing.set(visit.staff, { name: visit.name, since: visit.since });
    }
    return [...editing.values()].sort((a, b) => a.since.localeCompare(b.since));
  }

  async function tell(entity: number, visit: string, editor: Editor, open: boolean) {
    const since = visits.get(keyOf({ staff: editor.id, visit }))?.since ?? new Date(now()).toISOString();
    const note = { entity, visit, staff: editor.id, name: editor.name, since, open };
    hold(note);
    await changes?.publish({ kind: "presence", ...note });
  }

  return {
    /** `editor` has the page open in `visit` (one open editor page): who else has it open. */
    async beat(entity: number, visit: string, editor: Editor): Promise<PresentEditor[]> {
      await tell(entity, visit, editor, true);
      return othersOn(entity, editor.id);
    },

    /** `editor` closed the page of `visit`: the others stop seeing them at their next beat. */
    async leave(entity: number, visit: string, editor: Editor): Promise<void> {
      await tell(entity, visit, editor, false);
    },

    othersOn,

    /** Another instance's note, heard on the change channel (server/changes.ts). */
    heard(change: Extract<SiteChange, { kind: "presence" }>) {
      const { kind: _kind, ...note } = change;
      hold(note);
    },
  };
}

export type EditorPresence = ReturnType<typeof createEditorPresence>;
