/**
 * What a write changed, as a feature announces it. The feature says only what it wrote;
 * `server/changes.ts` says what follows (docs/decisions/0043). Pages are named by their render
 * tags (decision 0016), which carry the ids, paths and lists they showed.
 */
export type SiteChange =
  /**
   * The content store: the pages that showed any of `tags` (none for a draft, which only editors
   * see), or every page ("all": an import).
   */
  | { kind: "content"; tags: readonly string[] | "all" }
  /** Something else pages show (a gallery, the document library): the pages that showed any of `tags`. */
  | { kind: "pages"; tags: readonly string[] }
  /** Dealers of the network: the locator's lists and the pages of the dealers that changed, by their render tags. */
  | { kind: "dealers"; tags: readonly string[] }
  /** Anything pages show may have changed (the rest of an import, a gap in the channel): every page. */
  | { kind: "everything" }
  /** The company facts or the lead recipients staff set; every page shows the facts. */
  | { kind: "settings" }
  /** The redirects: any address may answer otherwise now. */
  | { kind: "redirects" }
  /** Deliveries of a lead, or its routing to dealers, are due now (retried, released from suspected spam, escalated). */
  | { kind: "deliveries" }
  /**
   * A member of staff has a page open in the editor (`open`), or has left it: nothing is written,
   * every instance holds who edits what in memory for a while (features/content/presence.server.ts).
   * `visit` is one open editor page, `since` when it opened.
   */
  | { kind: "presence"; entity: number; visit: string; staff: string; name: string; since: string; open: boolean };

/** The channel a feature announces its changes on, handed to its factory. */
export type SiteChanges = {
  /** Resolves once this process has reacted; never rejects (a reaction that fails is logged). */
  publish(change: SiteChange): Promise<void>;
};
