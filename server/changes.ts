import type { EditorPresence } from "../app/features/content/index.server";
import type { DealerService } from "../app/features/dealers/index.server";
import type { LeadRouter, Outbox } from "../app/features/leads/index.server";
import { SEARCH_RENDER_TAG, type SearchService } from "../app/features/search/index.server";
import type { RedirectService } from "../app/features/seo/index.server";
import type { SiteSettings } from "../app/features/settings/index.server";
import type { Logger } from "../app/platform/logger";
import { createCdnPurge } from "./render/cdn-purge";
import { type ChangeChannel, openChangeChannel } from "./process/change-channel";
import type { Config } from "./config";
import type { Database } from "./storage/db";
import type { RenderCache } from "./render/render-cache";
import type { AnswerCacheStore } from "./render/answer-cache";
import type { ChangeOrigin, SiteChangeHub } from "./process/site-changes";

export type ChangeReactors = {
  config: Pick<Config, "CDN_PURGE_URL" | "CDN_PURGE_TOKEN">;
  log: Logger;
  database: Pick<Database, "db" | "databaseUrl">;
  /** None in development, which renders every time. */
  renderCache: Pick<RenderCache, "invalidate" | "invalidateTagged"> | undefined;
  /** The API's answers, tagged as the pages (docs/decisions/0053); none in development. */
  answerCache: Pick<AnswerCacheStore, "invalidate" | "invalidateTagged"> | undefined;
  search: Pick<SearchService, "syncContent">;
  settings: Pick<SiteSettings, "load">;
  redirects: Pick<RedirectService, "reread">;
  dealers: Pick<DealerService, "reread">;
  outbox: Pick<Outbox, "wake">;
  leadRouter: Pick<LeadRouter, "wake">;
  presence: Pick<EditorPresence, "heard">;
};

/**
 * What a change sets off, in the order it runs (docs/decisions/0043). Features announce what they
 * wrote with `changes.publish(change)`; this instance reacts at once ("here"), and on PostgreSQL
 * the other instances hear it over LISTEN/NOTIFY and react to what they hold in memory
 * ("elsewhere", decision 0021). Returns the channel to the other instances, to close with the
 * site; none on PGlite, where this process is the only one.
 */
export async function reactToChanges(
  changes: SiteChangeHub,
  { config, log, database, renderCache, answerCache, search, settings, redirects, dealers, outbox, leadRouter, presence }: ChangeReactors,
): Promise<ChangeChannel | null> {
  const cdnPurge = config.CDN_PURGE_URL ? createCdnPurge({ url: config.CDN_PURGE_URL, token: config.CDN_PURGE_TOKEN, log }) : null;

  /**
   * The pages and API answers that showed a change are made afresh in every instance; the CDN
   * hears it once, from the instance that made it.
   */
  function dropPages(pages: { kind: "pages"; tags: readonly string[] } | { kind: "everything" }, origin: ChangeOrigin) {
    if (pages.kind === "pages" && pages.tags.length === 0) return;
    for (const cache of [renderCache, answerCache]) {
      if (pages.kind === "pages") cache?.invalidateTagged(pages.tags);
      else cache?.invalidate();
    }
    if (origin === "here") void cdnPurge?.purge(pages);
  }

  changes.react(async (change, origin) => {
    switch (change.kind) {
      case "content":
        // The index lives in the database every instance reads: the instance that wrote brings it up
        // to date before pages drop, so none renders the old results again.
        if (origin === "here") await search.syncContent();
        if (change.tags === "all") return dropPages({ kind: "everything" }, origin);
        // Search results show content too; a draft reaches no page at all.
        if (change.tags.length > 0) dropPages({ kind: "pages", tags: [...change.tags, SEARCH_RENDER_TAG] }, origin);
        return;
      case "pages":
        return dropPages(change, origin);
      case "everything":
        // Also what a dealers change too large for one notification, or a gap in the channel, becomes.
        dealers.reread();
        return dropPages(change, origin);
      case "dealers":
        // The instance that wrote them has let go of its dealers' positions already (staff-dealers.server.ts).
        if (origin === "elsewhere") dealers.reread();
        return dropPages({ kind: "pages", tags: change.tags }, origin);
      case "settings":
        // The instance that wrote them holds them already; every page shows the company facts.
        if (origin === "elsewhere") await settings.load();
        return dropPages({ kind: "everything" }, origin);
      case "redirects":
        // Read afresh at the next request; any address may answer otherwise now.
        redirects.reread();
        return dropPages({ kind: "everything" }, origin);
      case "deliveries":
        // Every instance's outbox and lead router look at once; their claims let one of them send or route each (decision 0028).
        outbox.wake();
        leadRouter.wake();
        return;
      case "presence":
        // Who edits what is held in memory: the instance the editor's page spoke to holds it already; no page changes.
        if (origin === "elsewhere") presence.heard(change);
        return;
      default:
        // A new kind of change does not compile until it is given its reactions here.
        change satisfies never;
    }
  });

  if (!database.databaseUrl) return null;
  const channel = await openChangeChannel({
    db: database.db,
    databaseUrl: database.databaseUrl,
    log,
    onMessage: (payload) => void changes.received(payload),
    onGap: () => void changes.missed(),
  });
  changes.attach(channel);
  return channel;
}
