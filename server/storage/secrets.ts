import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Db } from "../../app/platform/db";

/**
 * Keys the server makes for itself on first start when none is configured, kept with the data so
 * that a restart, or another process on the same PostgreSQL, signs with the same key.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The configured secret, or the stored one named `name`, made (32 random bytes) the first time. */
export async function serverSecret(db: Db, name: string, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [stored] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!stored) throw new Error(`The server secret ${name} could not be stored.`);
  return stored.value;
}
