import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";

describe("parseConfig", () => {
  it("serves the demo site on port 3000 with the embedded database when nothing is set", () => {
    expect(parseConfig({})).toEqual({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: ".data",
      STORAGE_DIR: "storage",
      S3_REGION: "us-east-1",
      LOG_LEVEL: "info",
      SITE_URL: "http://localhost:3000",
      CANONICAL_HOST: "www.lacantinadoors.com",
      CONTENT_LOCALE: "en-US",
      DEMO_CONTENT: true,
      SEARCH_RATE_LIMIT: 300,
      SHUTDOWN_GRACE_SECONDS: 30,
      BACKUP_SCHEDULE: "03:00",
      BACKUP_KEEP: 14,
      ZIP_RATE_LIMIT: 30,
      RENDER_CONCURRENCY: 8,
      RENDER_MAX_WAIT_MS: 2_000,
      BODY_TIMEOUT_MS: 15_000,
      UNFINISHED_BODIES_PER_ADDRESS: 10,
      SMTP_FROM: "LaCantina Doors website <website@lacantinadoors.com>",
      FORM_RATE_LIMIT: 10,
      FORM_RATE_WINDOW_MINUTES: 10,
      FORM_MIN_FILL_SECONDS: 3,
      LEAD_RETENTION_DAYS: 730,
      SPAM_RETENTION_DAYS: 30,
      DEALER_ACCEPT_HOURS: 24,
      TRUST_PROXY: false,
    });
  });

  it("keeps leads 730 days unless told otherwise, and for good with 0", () => {
    expect(parseConfig({ LEAD_RETENTION_DAYS: "0" }).LEAD_RETENTION_DAYS).toBe(0);
    expect(parseConfig({ LEAD_RETENTION_DAYS: "90" }).LEAD_RETENTION_DAYS).toBe(90);
    expect(() => parseConfig({ LEAD_RETENTION_DAYS: "-1" })).toThrow("LEAD_RETENTION_DAYS");
  });

  it("keeps suspected spam 30 days unless told otherwise, and for good with 0", () => {
    expect(parseConfig({ SPAM_RETENTION_DAYS: "0" }).SPAM_RETENTION_DAYS).toBe(0);
    expect(parseConfig({ SPAM_RETENTION_DAYS: "7" }).SPAM_RETENTION_DAYS).toBe(7);
    expect(() => parseConfig({ SPAM_RETENTION_DAYS: "2.5" })).toThrow("SPAM_RETENTION_DAYS");
  });

  it("gives a dealer 24 hours to accept a lead unless told otherwise, at most the 7 days its links last", () => {
    expect(parseConfig({ DEALER_ACCEPT_HOURS: "48" }).DEALER_ACCEPT_HOURS).toBe(48);
    expect(parseConfig({ DEALER_ACCEPT_HOURS: "168" }).DEALER_ACCEPT_HOURS).toBe(168);
    for (const wrong of ["0", "169", "1.5", "a day"])
      expect(() => parseConfig({ DEALER_ACCEPT_HOURS: wrong })).toThrow("DEALER_ACCEPT_HOURS");
  });

  it("backs up every night at 03:00 UTC keeping 14 archives, at another time or never when told", () => {
    expect(parseConfig({ BACKUP_SCHEDULE: "23:30", BACKUP_KEEP: "30" })).toMatchObject({ BACKUP_SCHEDULE: "23:30", BACKUP_KEEP: 30 });
    expect(parseConfig({ BACKUP_SCHEDULE: "off" }).BACKUP_SCHEDULE).toBe("off");
    for (const wrong of ["3:00", "24:00", "03:60", "nightly"])
      expect(() => parseConfig({ BACKUP_SCHEDULE: wrong })).toThrow("BACKUP_SCHEDULE");
    expect(() => parseConfig({ BACKUP_KEEP: "0" })).toThrow("BACKUP_KEEP");
  });

  it("keeps files in STORAGE_DIR unless S3_BUCKET names a bucket, with its endpoint, region, prefix and addressing", () => {
    expect(parseConfig({}).S3_BUCKET).toBeUndefined();
    expect(
      parseConfig({
        S3_BUCKET: "lacantina-media",
        S3_ENDPOINT: "https://account.r2.cloudflarestorage.com",
        S3_REGION: "auto",
        S3_PREFIX: "site/",
        S3_FORCE_PATH_STYLE: "false",
      }),
    ).toMatchObject({
      S3_BUCKET: "lacantina-media",
      S3_ENDPOINT: "https://account.r2.cloudflarestorage.com",
      S3_REGION: "auto",
      S3_PREFIX: "site/",
      S3_FORCE_PATH_STYLE: false,
    });
    expect(parseConfig({ S3_BUCKET: "media", S3_ENDPOINT: "http://127.0.0.1:9000" }).S3_FORCE_PATH_STYLE).toBeUndefined();
  });

  it.each([
    ["S3_BUCKET", "My_Bucket"],
    ["S3_BUCKET", "ab"],
    ["S3_ENDPOINT", "minio:9000"],
    ["S3_PREFIX", "site"],
    ["S3_PREFIX", "../site/"],
    ["S3_FORCE_PATH_STYLE", "yes"],
  ])("refuses %s=%s with a bucket, and names the variable", (name, value) => {
    expect(() => parseConfig({ S3_BUCKET: name === "S3_BUCKET" ? value : "media", [name]: value })).toThrow(
      new RegExp(`Invalid configuration:\\n\\s+${name}:`),
    );
  });

  it("refuses S3 settings without S3_BUCKET rather than keep files on the local disk unnoticed", () => {
    expect(() => parseConfig({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_ENDPOINT: needs S3_BUCKET/);
    expect(() => parseConfig({ S3_PREFIX: "site/" })).toThrow(/S3_PREFIX: needs S3_BUCKET/);
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: "", SITE_URL: "" })).toMatchObject({ PORT: 3000, SITE_URL: "http://localhost:3000" });
    expect(parseConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("reads numbers, flags and URLs", () => {
    const config = parseConfig({
      PORT: "8080",
      DEMO_CONTENT: "0",
      DATABASE_URL: "postgres://doors@db:5432/doors",
      SITE_URL: "https://www.lacantinadoors.com",
      CONTENT_LOCALE: "fr-CA",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DEMO_CONTENT: false,
      DATABASE_URL: "postgres://doors@db:5432/doors",
      SITE_URL: "https://www.lacantinadoors.com",
      CONTENT_LOCALE: "fr-CA",
    });
    expect(parseConfig({ DEMO_CONTENT: "true", DATABASE_URL: "postgresql://db/doors" })).toMatchObject({
      DEMO_CONTENT: true,
      DATABASE_URL: "postgresql://db/doors",
    });
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "0"],
    ["PORT", "70000"],
    ["PORT", "80.5"],
    ["NODE_ENV", "staging"],
    ["LOG_LEVEL", "loud"],
    ["DATABASE_URL", "mysql://db/doors"],
    ["DATABASE_URL", "not a url"],
    ["SITE_URL", "ftp://www.lacantinadoors.com"],
    ["SITE_URL", "www.lacantinadoors.com"],
    ["CONTENT_LOCALE", "en_us"],
    ["DEMO_CONTENT", "yes"],
  ])("refuses %s=%s and names the variable", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration:\\n\\s+${name}:`));
  });
});
