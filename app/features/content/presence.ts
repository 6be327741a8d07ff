/** How often an open editor page tells the server it is still open, and hears who else is there. */
export const PRESENCE_BEAT_MS = 15_000;

/** Another member of staff with the page open in the editor, since when (ISO). */
export type PresentEditor = { name: string; since: string };

/** What the presence endpoint answers an open editor page. */
export type PresenceAnswer = { editing: PresentEditor[] };
