// The production server on a fresh embedded database, for the browser tests.
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";

process.env.DATA_DIR ??= ".data/e2e";
process.env.STORAGE_DIR ??= ".data/e2e-storage";
process.env.LOG_LEVEL ??= "warn";
// The preview browser test enters preview mode with this (tests/e2e/content-preview.spec.ts).
process.env.PREVIEW_SECRET ??= "e2e-preview-secret-0123456789";
// Every browser test posts from 127.0.0.1; the per-IP limits are tested in forms-http.site.test.ts and http.site.test.ts.
process.env.FORM_RATE_LIMIT ??= "1000";
process.env.SEARCH_RATE_LIMIT ??= "100000";
process.env.ZIP_RATE_LIMIT ??= "1000";
// Two browsers, their axe checks and the server share two cores: a render may wait longer for its
// turn than a visitor would (the 503 past the wait is tested in http.site.test.ts).
process.env.RENDER_MAX_WAIT_MS ??= "20000";
// A tag manager container, so the consent browser test sees GTM wait for statistics consent (tests/e2e/consent.spec.ts).
process.env.GTM_CONTAINER_ID ??= "GTM-E2ETEST1";
// Lead e-mails go over SMTP_URL (playwright.config.ts) to a sink the operations journeys start (tests/e2e/smtp-sink.ts).
process.env.LEAD_RECIPIENTS ??= "leads@lacantina.example";
// The dealer locator's map: a style at the server's own address, which the map browser test answers
// (or refuses, as when offline) itself; nothing is served there otherwise (tests/e2e/dealers.spec.ts).
process.env.MAP_STYLE_URL ??= `http://127.0.0.1:${process.env.PORT ?? 3000}/e2e-map-style.json`;
// No nightly backup in the middle of a run that happens to cross 03:00 UTC.
process.env.BACKUP_SCHEDULE ??= "off";
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
// `npm test` renders the demo media for the unit tests just before the browser tests: start from a
// copy of it rather than render it all again (the import renders only what is missing).
const testMedia = path.resolve(".data/test/demo-storage/media");
const storageMedia = path.join(process.env.STORAGE_DIR, "media");
if (existsSync(testMedia) && !existsSync(storageMedia)) cpSync(testMedia, storageMedia, { recursive: true });
await import("./start.mjs");
