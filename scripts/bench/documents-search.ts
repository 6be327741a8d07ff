// Search latency of POST /ES/documents/search (p50/p95 over 500 requests with a term and two
// filters), on the demo library or on 20,000 generated documents, on PGlite or PostgreSQL.
//   npx tsx scripts/bench/documents-search.ts [--docs 20000] [--postgres postgres://...]
// Without --docs: the demo library as imported (328 documents).
// Bounded: one server on 127.0.0.1, 500 sequential requests, then everything is removed.
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { ensureDemoDocuments } from "../../content/documents/generate";
import { type DocumentRecord, createDocumentService, documentsApi } from "../../app/features/documents/index.server";
import { parseConfig } from "../../server/config";
import { openScratchDatabase, percentile } from "./scratch-database";
import { localFileStore } from "../../app/platform/file-store";

const REQUESTS = 500;
const BODY = {
  filterConfiguration: { tags: ["Product Type/Folding", "Material Type/Aluminum"], term: "installation", filetype: "", page: 0 },
  size: 20,
  from: 0,
};

const { values } = parseArgs({ options: { docs: { type: "string" }, postgres: { type: "string" } } });

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

const { database, work, dispose } = await openScratchDatabase("docs-bench", values.postgres);
try {
  const documents = createDocumentService(database.db, database.kind);
  const { records } = await ensureDemoDocuments(work);
  await documents.save(values.docs ? generated(records, Math.min(Number(values.docs), 100_000)) : records);
  const config = parseConfig({ STORAGE_DIR: work, LOG_LEVEL: "silent" });
  const server = serve({
    fetch: documentsApi({ documents, config, storage: { files: localFileStore(work) } }).fetch,
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
  for (let warm = 0; warm < 20; warm += 1) await ask();
  const times: number[] = [];
  for (let request = 0; request < REQUESTS; request += 1) {
    const started = performance.now();
    await ask();
    times.push(performance.now() - started);
  }
  server.close();
  times.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      database: database.kind,
      documents: await documents.count(),
      matches: data.hits.total,
      requests: REQUESTS,
      p50_ms: Number(percentile(times, 50).toFixed(1)),
      p95_ms: Number(percentile(times, 95).toFixed(1)),
    }),
  );
} finally {
  await dispose();
}
