// Fills a stopped site's embedded database with leads, each with one photo in its store, to
// measure `npm run backup` and `npm run restore` at that size (docs/decisions/0035):
// `DATA_DIR=/tmp/doors-10k/data STORAGE_DIR=/tmp/doors-10k/storage npx tsx scripts/bench/many-leads.ts --leads 10000`.
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { leadSubmissions } from "../../app/features/leads/index.server";
import { parseConfig } from "../../server/config";
import { openDatabase } from "../../server/storage/db";
import { openStorage } from "../../server/storage/storage";
import { validLeads } from "../../tests/support/leads";

const BATCH = 250;
const { values } = parseArgs({ options: { leads: { type: "string", default: "10000" } } });
const count = Math.min(100_000, Number(values.leads));
const config = parseConfig(process.env);
const database = await openDatabase({ dataDir: config.DATA_DIR });
const files = openStorage(config).files;
const started = performance.now();
try {
  for (let first = 0; first < count; first += BATCH) {
    const rows = await Promise.all(
      Array.from({ length: Math.min(BATCH, count - first) }, async (_, index) => {
        const number = first + index;
        // A photo of its own each (a few KB), so no two files compress alike.
        const photo = await sharp({
          create: { width: 96, height: 72, channels: 3, background: `#${(number * 2654435761).toString(16).slice(-6).padStart(6, "0")}` },
        })
          .jpeg()
          .toBuffer();
        const file = `${randomUUID()}.jpg`;
        await files.put(`leads/${file}`, photo, "image/jpeg");
        return {
          id: randomUUID(),
          form: "lac_submit_project",
          fields: { ...validLeads.lac_submit_project, project_name: `Project ${number}`, email: `lead${number}@example.com` },
          photos: [{ file, original_name: "terrace.jpg", content_type: "image/jpeg", size: photo.length }],
        };
      }),
    );
    await database.db.insert(leadSubmissions).values(rows);
  }
} finally {
  await database.close();
}
console.log(JSON.stringify({ leads: count, seconds: Math.round(performance.now() - started) / 1000 }));
