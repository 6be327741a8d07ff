import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { SiteChange } from "../../app/platform/changes";
import type { Logger } from "../../app/platform/logger";
import { type ChangeChannel, MAX_PAYLOAD_BYTES } from "./change-channel";

/** A change as other instances read it off the channel (docs/decisions/0021). */
const SiteChangeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("content"), tags: z.union([z.array(z.string()), z.literal("all")]) }),
  z.object({ kind: z.literal("pages"), tags: z.array(z.string()) }),
  z.object({ kind: z.literal("dealers"), tags: z.array(z.string()) }),
  z.object({ kind: z.literal("everything") }),
  z.object({ kind: z.literal("settings") }),
  z.object({ kind: z.literal("redirects") }),
  z.object({ kind: z.literal("deliveries") }),
  z.object({
    kind: z.literal("presence"),
    entity: z.number().int().min(1).max(2_147_483_647),
    visit: z.string().max(200),
    staff: z.string().max(100),
    name: z.string().max(200),
    since: z.iso.datetime(),
    open: z.boolean(),
  }),
]) satisfies z.ZodType<SiteChange>;

const MessageSchema = z.object({ from: z.string(), change: SiteChangeSchema });

/**
 * A change as the channel carries it, from `from` (an instance's id, or a tool's name); a change
 * too large for one notification (thousands of tags) becomes "every page".
 */
export function changeMessage(from: string, change: SiteChange): string {
  const payload = JSON.stringify({ from, change });
  return Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES ? JSON.stringify({ from, change: { kind: "everything" } }) : payload;
}

/** Where a change was made: here (this process wrote it) or in another instance on the same database. */
export type ChangeOrigin = "here" | "elsewhere";

/** Brings this process up to date with a change (server/changes.ts). */
type ChangeReaction = (change: SiteChange, origin: ChangeOrigin) => void | Promise<void>;

/**
 * The one way a write tells every instance what it changed (docs/decisions/0021): reacted to here
 * at once, then sent over the change channel, whose messages each other instance reacts to.
 * Without a channel (PGlite: one process) only this process is told. Features are handed it before
 * what reacts exists (the settings both announce changes and react to them): until `react` is
 * called, nothing reacts.
 */
export function createSiteChanges({ log }: { log: Logger }) {
  const instance = randomUUID();
  let channel: ChangeChannel | null = null;
  let reaction: ChangeReaction | null = null;

  async function applyLogged(change: SiteChange, origin: ChangeOrigin) {
    try {
      await reaction?.(change, origin);
    } catch (error) {
      log.error({ err: error, change: change.kind, origin }, "could not apply a change; pages show it within a minute");
    }
  }

  return {
    /** From now on every change, made here or elsewhere, sets off `given`; errors are logged, never thrown at the writer. */
    react(given: ChangeReaction) {
      reaction = given;
    },

    async publish(change: SiteChange): Promise<void> {
      await applyLogged(change, "here");
      // A change that names no page (a draft) leaves the other instances nothing to do.
      if (!channel || ("tags" in change && change.tags !== "all" && change.tags.length === 0)) return;
      try {
        await channel.send(changeMessage(instance, change));
      } catch (error) {
        log.error({ err: error }, "could not tell the other instances about a change; they show it within a minute");
      }
    },

    /** From now on changes go out over `channel` too. */
    attach(opened: ChangeChannel) {
      channel = opened;
    },

    /** A message of the channel: another instance's change is applied, this process's own echo ignored. */
    async received(payload: string): Promise<void> {
      let message: z.infer<typeof MessageSchema>;
      try {
        message = MessageSchema.parse(JSON.parse(payload));
      } catch {
        log.warn("ignored a message on the change channel that is not a site change");
        return;
      }
      if (message.from !== instance) await applyLogged(message.change, "elsewhere");
    },

    /** The channel was down for a while: whatever changed meanwhile is read afresh. */
    async missed(): Promise<void> {
      for (const kind of ["settings", "redirects", "everything"] as const) await applyLogged({ kind }, "elsewhere");
    },
  };
}

export type SiteChangeHub = ReturnType<typeof createSiteChanges>;
