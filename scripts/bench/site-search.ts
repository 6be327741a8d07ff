// Latency of POST /api/v1/cms/search (p50/p95 over 500 requests, a mix of one- and two-word
// terms, a phrase, a miss and a second page), on the demo content or with generated pages added,
// on PGlite or PostgreSQL.
//   npx tsx scripts/bench/site-search.ts [--pages 10000] [--postgres postgres://...]
// Without --pages: the demo pages, articles and catalogue as imported.
// Bounded: one server on 127.0.0.1, 500 sequential requests, then everything is removed.
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { articles } from "../../content/articles";
import { components } from "../../content/components";
import { pages } from "../../content/pages";
import type { EntityInput } from "../../app/features/content";
import { createContentService } from "../../app/features/content/index.server";
import { createSearchService, searchApi, searchDocuments } from "../../app/features/search/index.server";
import { createLogger } from "../../server/process/logger";
import { parseConfig } from "../../server/config";
import { uncachedAnswers } from "../../app/platform/answer-cache";
import { openScratchDatabase, percentile } from "./scratch-database";
import { createAuditLog } from "../../app/features/audit/index.server";
import { loadLocaleRegistry } from "../../app/i18n/locales.server";

const REQUESTS = 500;
const BATCH = 500;
const BODIES = [
  { q: "glass" },
  { q: "folding doors" },
  { q: "thermally controlled aluminum" },
  { q: '"pleated screen"' },
  { q: "restaurant patio", type: "blog" },
  { q: "warranty", from: 16 },
  { q: "zeppelin" },
  { q: "low-e coating climate" },
];

const { values } = parseArgs({ options: { pages: { type: "string" }, postgres: { type: "string" } } });

const words = [...new Set(articles.flatMap((entity) => JSON.stringify(entity.published?.elements ?? []).match(/[a-z]{4,}/g) ?? []))];

/** Pages of generated text in the demo's own words, so the terms above match a share of them. */
function generatedPages(count: number): EntityInput[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const sentence = (length: number) => Array.from({ length }, () => words[Math.floor(next() * words.length)]).join(" ");
  return Array.from({ length: count }, (_, index) => ({
    type: "landing_page",
    path: `/generated/page-${index}`,
    published: {
      title: sentence(4),
      metadata: { metaDescription: sentence(20) },
      elements: Array.from({ length: 4 }, (_, block) => ({
        id: `g-${index}-${block}`,
        render_name: "copy",
        value: { header: sentence(5), copy_text: `<p>${sentence(80)}</p>`, align_copy_horizontal: "left" },
      })),
    },
  }));
}

const { database, dispose } = await openScratchDatabase("search-bench", values.postgres);
try {
  const log = createLogger(parseConfig({ LOG_LEVEL: "silent" }));
  const search = createSearchService(database.db, "en-US");
  const content = createContentService(database.db, "en-US", {
    changes: { publish: async () => void (await search.syncContent()) },
    audit: createAuditLog(database.db),
  });
  const extra = generatedPages(Math.min(Number(values.pages ?? 0), 100_000));
  const indexing = performance.now();
  for (const batch of [
    [...pages, ...articles, ...components],
    ...Array.from({ length: Math.ceil(extra.length / BATCH) }, (_, at) => extra.slice(at * BATCH, (at + 1) * BATCH)),
  ]) {
    await content.saveEntities(batch, log);
  }
  await search.indexCatalogue();
  const indexingMs = performance.now() - indexing;

  const server = serve({
    fetch: new Hono().route("/api/v1/cms", searchApi({ search, answers: uncachedAnswers, locales: loadLocaleRegistry("en-US") })).fetch,
    hostname: "127.0.0.1",
    port: 0,
  });
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/cms/search`;
  const ask = async (body: object) => {
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return (await response.json()) as { hits: { total: number } };
  };
  const matches = await Promise.all(BODIES.map(async (body) => (await ask(body)).hits.total));
  for (let warm = 0; warm < 20; warm += 1) await ask(BODIES[warm % BODIES.length]!);
  const times: number[] = [];
  for (let request = 0; request < REQUESTS; request += 1) {
    const started = performance.now();
    await ask(BODIES[request % BODIES.length]!);
    times.push(performance.now() - started);
  }
  server.close();
  times.sort((a, b) => a - b);
  const [indexed] = await database.db.select({ count: sql<number>`count(*)::int` }).from(searchDocuments);
  console.log(
    JSON.stringify({
      database: database.kind,
      indexed: indexed?.count,
      indexing_s: Number((indexingMs / 1000).toFixed(1)),
      matches,
      requests: REQUESTS,
      p50_ms: Number(percentile(times, 50).toFixed(1)),
      p95_ms: Number(percentile(times, 95).toFixed(1)),
    }),
  );
} finally {
  await dispose();
}
