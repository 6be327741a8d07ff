// Search latency of POST /ES/documents/search (p50/p95 over 500 requests with a term and two
// filters), on the demo library or on 20,000 generated documents, on PGlite or PostgreSQL.
//   npx tsx scripts/bench/documents-search.ts [--docs 20000] [--postgres postgres://...] [--rounds 3]
// Without --docs: the demo library as imported (328 documents). Each round loads a fresh database;
// every figure is the median of the rounds with its range.
// Bounded: one server on 127.0.0.1 per round, 500 sequential requests, then everything is removed.
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { ensureDemoDocuments } from "../../content/documents/generate";
import { type DocumentRecord, createDocumentService, documentsApi } from "../../app/features/documents/index.server";
import { parseConfig } from "../../server/config";
import { openScratchDatabase } from "./scratch-database";
import { machineLoad, spread, timeRequests } from "./rounds";
import { localFileStore } from "../../app/platform/file-store";
import { uncachedAnswers } from "../../app/platform/answer-cache";

const REQUESTS = 500;
const BODY = {
  filterConfiguration: { tags: ["Product Type/Folding", "Material Type/Aluminum"], term: "installation", filetype: "", page: 0 },
  size: 20,
  from: 0,
};

const { values } = parseArgs({
  options: { docs: { type: "string" }, postgres: { type: "string" }, rounds: { type: "string", default: "3" } },
});

/** The demo library, then revisions of it until `count` documents: same tags and words, new keys. */
function generated(demo: DocumentRecord[], count: number): DocumentRecord[] {
  const all: DocumentRecord[] = [];
  for (let revision = 0; all.length < count; revision += 1) {
    for (const record of demo) {
      if (all.length === count) break;
      all.push(
        revision === 0
          ? record
          : {
              ...record,
              key: `${record.key}-rev-${revision}`,
              title: `${record.title} revision ${revision}`,
              filePath: `documents/rev-${revision}/${record.filePath}`,
            },
      );
    }
  }
  return all;
}

/** One round: a fresh database with the documents, then the requests; the load time in seconds and the latencies. */
async function round() {
  const { database, work, dispose } = await openScratchDatabase("docs-bench", values.postgres);
  try {
    const documents = createDocumentService(database.db);
    const { records } = await ensureDemoDocuments(work);
    const loading = performance.now();
    await documents.save(values.docs ? generated(records, Math.min(Number(values.docs), 100_000)) : records);
    const loadingS = (performance.now() - loading) / 1000;
    const config = parseConfig({ STORAGE_DIR: work, LOG_LEVEL: "silent" });
    const server = serve({
      fetch: documentsApi({ documents, config, storage: { files: localFileStore(work) }, answers: uncachedAnswers }).fetch,
      hostname: "127.0.0.1",
      port: 0,
    });
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
    const ask = async () => {
      const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(BODY) });
      if (!response.ok) throw new Error(`status ${response.status}`);
      return (await response.json()) as { data: { hits: { total: number } } };
    };
    const { data } = await ask();
    const latency = await timeRequests(ask, REQUESTS);
    server.close();
    return { kind: database.kind, documents: await documents.count(), matches: data.hits.total, loadingS, ...latency };
  } finally {
    await dispose();
  }
}

const rounds = [];
for (let index = 0; index < Math.max(1, Number(values.rounds)); index += 1) rounds.push(await round());
console.log(
  JSON.stringify({
    database: rounds[0]!.kind,
    documents: rounds[0]!.documents,
    matches: rounds[0]!.matches,
    rounds: rounds.length,
    requests: REQUESTS,
    machine: machineLoad(),
    loading_s: spread(rounds.map((r) => r.loadingS)),
    p50_ms: spread(rounds.map((r) => r.p50)),
    p95_ms: spread(rounds.map((r) => r.p95)),
  }),
);
