import { z } from "zod";

/** SITE_URL when none is set: a site reached at another address builds its staff links from that address instead. */
export const DEFAULT_SITE_URL = "http://localhost:3000";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/**
 * The process's own environment variables (features add theirs in server/config.ts); README lists
 * them with these defaults.
 */
export const platformConfigShape = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  STORAGE_DIR: z.string().min(1).default("storage"),
  // Files in an S3-compatible bucket rather than STORAGE_DIR (docs/decisions/0024); credentials
  // come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or the SDK's other sources).
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "a bucket name: 3-63 lower-case letters, digits, dots and dashes")
    .optional(),
  // Another service than AWS: MinIO, Cloudflare R2, Backblaze B2.
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  // R2 wants "auto".
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/)
    .default("us-east-1"),
  // Before every key, so one bucket can hold several sites: letters, digits, dashes and slashes, ending in a slash.
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-][A-Za-z0-9._-]*\/)+$/, "names ending in a slash, such as lacantina/")
    .optional(),
  // Path-style addresses (endpoint/bucket/key): the default with S3_ENDPOINT, which MinIO needs.
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SITE_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_SITE_URL),
  CANONICAL_HOST: z.string().min(1).default("www.lacantinadoors.com"),
  CONTENT_LOCALE: z
    .string()
    .regex(/^[a-z]{2}-[A-Z]{2}$/)
    .default("en-US"),
  // The locales the site serves (docs/decisions/0055); unset, app/i18n/locales.json.
  LOCALES_FILE: z.string().min(1).max(1_000).optional(),
  DEMO_CONTENT: booleanFlag.default(true),
  // Signs the admin's session cookies; unset, the server makes one and keeps it in the database.
  AUTH_SECRET: z.string().min(32).max(500).optional(),
  // Editors' key to drafts (/preview/enter?secret=...); unset turns preview off.
  PREVIEW_SECRET: z.string().min(16).max(200).optional(),
  // Google Tag Manager container (GTM-XXXXXXX); unset keeps only the data layer (SPEC §7).
  GTM_CONTAINER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/)
    .optional(),
  // Per-IP limits of the search APIs (per minute) and of Download All (per 10 minutes); 429 past them.
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(300),
  ZIP_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
  // Page renders at once, and how long one may wait for a place before a 503 (docs/decisions/0010).
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(8),
  RENDER_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  // How long a request body may take to arrive (an upload: the longest silence in it), then 408; and
  // how many bodies one address may be sending at once, then 429 (server/http/body-arrival.ts).
  BODY_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(15_000),
  UNFINISHED_BODIES_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
  // Called with the changed pages' tags after a change (docs/operations.md, CDN); its bearer token.
  CDN_PURGE_URL: z.url({ protocol: /^https?$/ }).optional(),
  CDN_PURGE_TOKEN: z.string().min(1).max(500).optional(),
  // How long in-flight requests (downloads, uploads) may take to finish after SIGTERM.
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  // Backups of the embedded database and the site's files (docs/operations.md, Backups): where
  // archives go (DATA_DIR/backups unless set; into the bucket with S3_BUCKET), the daily time in
  // UTC ("HH:MM") or "off", and how many of the newest archives are kept.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_SCHEDULE: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'a time of day in UTC, such as 03:00, or "off"')
    .default("03:00"),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1_000).default(14),
  // The one mailer of lead and staff e-mail (app/platform/mailer.server.ts); unset keeps it in the outboxes.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_FROM: z.string().min(3).max(200).default("LaCantina Doors website <website@lacantinadoors.com>"),
  // Lets the video page ask Vimeo for a video's text tracks when none are stored (SPEC §7).
  VIMEO_ACCESS_TOKEN: z.string().min(1).max(500).optional(),
};

/** The settings every part of the process may read. */
export type PlatformConfig = z.output<z.ZodObject<typeof platformConfigShape>>;
