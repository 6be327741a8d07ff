// The production server on a fresh embedded database, for the browser tests.
import { rmSync } from "node:fs";

process.env.DATA_DIR ??= ".data/e2e";
process.env.STORAGE_DIR ??= ".data/e2e-storage";
process.env.LOG_LEVEL ??= "warn";
// The preview browser test enters preview mode with this (tests/e2e/content-preview.spec.ts).
process.env.PREVIEW_SECRET ??= "e2e-preview-secret-0123456789";
// Every browser test posts from 127.0.0.1; the per-IP limit itself is tested in forms-http.test.ts.
process.env.FORM_RATE_LIMIT ??= "1000";
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import("./start.mjs");
