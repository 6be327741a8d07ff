import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Db } from "~/platform/db";
import type { Logger } from "~/platform/logger";
import { staffAccounts, staffSessions, staffUsers, staffVerifications } from "./tables.server";

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
/** A session lasts a working day and is extended while it is used. */
const SESSION_SECONDS = 12 * 60 * 60;
const SESSION_REFRESH_SECONDS = 60 * 60;

/** The code of the refusal a disabled account meets at sign-in, once its password was right. */
export const ACCOUNT_DISABLED = "ACCOUNT_DISABLED";

/** How passwords are hashed and checked, in better-auth's terms. */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

export type AuthOptions = {
  db: Db;
  secret: string;
  siteUrl: string;
  log: Logger;
  /** Only tests give one (a cheaper scrypt); without it, better-auth's scrypt at its own cost, as the site and its tools always use. */
  passwordHashing?: PasswordHashing | undefined;
};

/**
 * Accounts, password hashing (scrypt) and sessions are better-auth's. Its HTTP handler is not
 * mounted: the admin's own routes call `auth.api` on the server, behind the site's origin check,
 * throttling and role checks, so no endpoint exists that we did not decide to have.
 */
export function createAuth({ db, secret, siteUrl, log, passwordHashing }: AuthOptions) {
  return betterAuth({
    appName: "LaCantina Doors admin",
    baseURL: siteUrl,
    basePath: "/admin/auth",
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: staffUsers, session: staffSessions, account: staffAccounts, verification: staffVerifications },
    }),
    user: {
      additionalFields: {
        role: { type: "string", required: true, input: false },
        disabledAt: { type: "date", required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Staff are invited (setup link, `npm run admin:user`), never self-registered.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      ...(passwordHashing ? { password: passwordHashing } : {}),
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
    databaseHooks: {
      // Every way to a session goes through here: a disabled account gets none, whatever it proves.
      session: {
        create: {
          async before(session) {
            const [user] = await db.select({ disabledAt: staffUsers.disabledAt }).from(staffUsers).where(eq(staffUsers.id, session.userId));
            if (user?.disabledAt) throw new APIError("FORBIDDEN", { code: ACCOUNT_DISABLED, message: "This account is disabled." });
          },
        },
      },
    },
    verification: { storeIdentifier: "hashed" },
    advanced: { useSecureCookies: siteUrl.startsWith("https://"), cookiePrefix: "lc-admin" },
    trustedOrigins: [new URL(siteUrl).origin],
    // Throttling is the admin routes' (per account and per address); the handler is not mounted.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => log[level]({ area: "auth" }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
