import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./db";

describe("the embedded database", () => {
  it("keeps a 16 MB buffer cache, not PostgreSQL's 128 MB that would stay resident for good", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "doors-db-"));
    const database = await openDatabase({ dataDir });
    try {
      const { rows } = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
      expect(rows[0]?.shared_buffers).toBe("16MB");
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
