import { isAPIError } from "better-auth/api";
import { generateRandomString } from "better-auth/crypto";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import { href } from "react-router";
import type { AuditRecorder } from "../audit/index.server";
import { memoryRateLimits, type RateLimits } from "~/platform/rate-limit.server";
import type { Db } from "~/platform/db";
import type { Logger } from "~/platform/logger";
import type { Mailer } from "~/platform/mailer.server";
import { ACCOUNT_DISABLED, type Auth, type PasswordHashing, createAuth } from "./auth.server";
import { isStaffRole, type Staff, type StaffRole } from "./roles";
import { createAccountThrottle, PASSWORD_RESET_LIMITS, SIGN_IN_LIMITS } from "./account-throttle.server";
import { type LinkOrigins, linkOrigin } from "./link-origins.server";
import { passwordWeakness } from "./password-strength.server";
import { createStaffMail, INVITATION_MS } from "./staff-mail.server";
import { staffUsers, staffVerifications } from "./tables.server";
import type { NewStaff } from "./users";
import { createUserAdmin } from "./users.server";

const FIRST_ADMIN = "first-admin-setup";
/** The setup link of an empty accounts table: one use, one hour; each start while empty makes a new one. */
const FIRST_ADMIN_SETUP_MS = 60 * 60 * 1000;

export type SignInResult = { ok: true; headers: Headers; staff: Staff } | { ok: false; disabled?: true };

/** Why a new password was not set: a link used, replaced or out of date, a wrong current password, or a password too easy to guess (and why). */
export type PasswordRefusal = { ok: false; reason: "invalid_link" | "wrong_password" } | { ok: false; reason: "weak"; message: string };
const invalidLink = { ok: false, reason: "invalid_link" } as const;

type AuthUser = { id: string; email: string; name: string; role?: unknown; disabledAt?: Date | null };

function toStaff(user: AuthUser): Staff | null {
  return isStaffRole(user.role) && !user.disabledAt ? { id: user.id, email: user.email, name: user.name, role: user.role } : null;
}

type AccountServiceOptions = {
  db: Db;
  secret: string;
  /** Where links point (link-origins.server.ts). */
  links: LinkOrigins;
  log: Logger;
  /** Sends staff e-mail (password resets, invitations); unset when SMTP_URL is not, and in the command-line tools. */
  mailer?: Mailer;
  /** Where the administrators' changes to accounts are recorded (features/audit). */
  audit: AuditRecorder;
  /** Where sign-in and reset attempts are counted: this process's memory unless given. */
  rateLimits?: RateLimits;
  /**
   * Tests only: a cheaper password hash (tests/support/password-hashing.ts), so the unit loop
   * does not spend its time in scrypt. The site and its tools never give one: production cost.
   */
  passwordHashing?: PasswordHashing;
};

/** Staff accounts and their sessions: sign-in, sign-out, the first administrator, invitations and resets. */
/** Who an invitation made on the server's command line is recorded as: nobody is signed in there. */
export const COMMAND_LINE = { id: "command-line", name: "npm run admin:user" };

export function createAccountService({
  db,
  secret,
  links,
  log,
  mailer,
  audit,
  rateLimits = memoryRateLimits,
  passwordHashing,
}: AccountServiceOptions) {
  const auth: Auth = createAuth({ db, secret, siteUrl: linkOrigin(links), log, passwordHashing });
  const context = () => auth.$context;

  async function staffCount(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(staffUsers);
    return row?.n ?? 0;
  }

  /**
   * Voids every set-password link of the account: its verification rows are the ones whose value
   * is its id (better-auth keeps their identifiers hashed; no other verification holds a user id).
   */
  async function voidSetPasswordLinks(userId: string): Promise<void> {
    await db.delete(staffVerifications).where(eq(staffVerifications.value, userId));
  }

  /**
   * A set-password link for `userId`, in the form better-auth's password reset consumes; the
   * account's earlier links stop working. `requestOrigin`: the address of the request of the
   * member of staff who will be shown the link, if any (never given for a link sent by e-mail).
   */
  async function setPasswordLink(userId: string, validMs: number, requestOrigin?: string): Promise<string> {
    const token = generateRandomString(32);
    const ctx = await context();
    await voidSetPasswordLinks(userId);
    await ctx.internalAdapter.createVerificationValue({
      identifier: `reset-password:${token}`,
      value: userId,
      expiresAt: new Date(Date.now() + validMs),
    });
    return new URL(`${href("/admin/set-password")}?${new URLSearchParams({ token })}`, linkOrigin(links, requestOrigin)).toString();
  }

  const mail = createStaffMail({ db, log, mailer, setPasswordLink });

  async function createUser({ email, name, role }: NewStaff) {
    const ctx = await context();
    return ctx.internalAdapter.createUser({ email: email.toLowerCase(), name, role, emailVerified: true }, { method: "admin" });
  }

  return {
    staffCount,
    signInThrottle: createAccountThrottle("sign-in", SIGN_IN_LIMITS, rateLimits),
    passwordResetThrottle: createAccountThrottle("password-reset", PASSWORD_RESET_LIMITS, rateLimits),
    /** Whether e-mail can be sent (SMTP_URL is set): a reset link by e-mail is then the way past a sign-in throttle. */
    sendsMail: mail.configured,
    /** The outbox of staff e-mail: started and stopped with the process, driven directly by tests. */
    mailOutbox: mail.outbox,
    /** The users screen's accounts: invitations, roles, disabling (users.server.ts). */
    users: createUserAdmin({ db, audit, mail, setPasswordLink, createUser }),

    /** The member of staff the request's session cookie belongs to, or null. */
    async currentStaff(headers: Headers): Promise<Staff | null> {
      const session = await auth.api.getSession({ headers });
      return session ? toStaff(session.user) : null;
    },

    async signIn(email: string, password: string, headers: Headers): Promise<SignInResult> {
      try {
        const result = await auth.api.signInEmail({ body: { email, password, rememberMe: false }, headers, returnHeaders: true });
        const staff = toStaff(result.response.user as AuthUser);
        if (!staff) return { ok: false };
        await db.update(staffUsers).set({ lastSignInAt: new Date() }).where(eq(staffUsers.id, staff.id));
        return { ok: true, headers: result.headers, staff };
      } catch (error) {
        return isAPIError(error) && error.body?.code === ACCOUNT_DISABLED ? { ok: false, disabled: true } : { ok: false };
      }
    },

    /** The headers that clear the session cookie; the session itself is deleted. */
    async signOut(headers: Headers): Promise<Headers> {
      const result = await auth.api.signOut({ headers, returnHeaders: true });
      return result.headers;
    },

    /** Ends every session of the signed-in member of staff, on every device. */
    async signOutEverywhere(headers: Headers): Promise<Headers> {
      await auth.api.revokeSessions({ headers });
      return this.signOut(headers);
    },

    /**
     * The headers that carry the new session (the others are ended, and so are the account's
     * set-password links), or why the password was not changed.
     */
    async changePassword(
      headers: Headers,
      currentPassword: string,
      newPassword: string,
    ): Promise<{ ok: true; headers: Headers } | PasswordRefusal> {
      const session = await auth.api.getSession({ headers });
      if (!session) return { ok: false, reason: "wrong_password" };
      const weakness = await passwordWeakness(newPassword, [session.user.email, session.user.name]);
      if (weakness) return { ok: false, reason: "weak", message: weakness };
      try {
        const result = await auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        });
        await voidSetPasswordLinks(session.user.id);
        return { ok: true, headers: result.headers };
      } catch {
        return { ok: false, reason: "wrong_password" };
      }
    },

    /** The account a set-password link is for, while the link is valid (not used, replaced or expired); null otherwise. */
    async setPasswordLinkOwner(token: string): Promise<{ email: string; name: string } | null> {
      if (!token) return null;
      const link = await (await context()).internalAdapter.findVerificationValue(`reset-password:${token}`);
      if (!link || link.expiresAt < new Date()) return null;
      const [user] = await db
        .select({ email: staffUsers.email, name: staffUsers.name })
        .from(staffUsers)
        .where(eq(staffUsers.id, link.value));
      return user ?? null;
    },

    /**
     * Sets the password of a set-password link (invitation or reset), which voids every link of
     * the account; answers its e-mail address, to sign in with, or why not.
     */
    async setPassword(token: string, newPassword: string): Promise<{ ok: true; email: string } | PasswordRefusal> {
      const ctx = await context();
      const link = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
      if (!link || link.expiresAt < new Date()) return invalidLink;
      const [user] = await db
        .select({ email: staffUsers.email, name: staffUsers.name })
        .from(staffUsers)
        .where(eq(staffUsers.id, link.value));
      if (!user) return invalidLink;
      const weakness = await passwordWeakness(newPassword, [user.email, user.name]);
      if (weakness) return { ok: false, reason: "weak", message: weakness };
      try {
        await auth.api.resetPassword({ body: { token, newPassword } });
      } catch {
        return invalidLink;
      }
      await voidSetPasswordLinks(link.value);
      return { ok: true, email: user.email };
    },

    /**
     * With no account at all, a one-time link where the first administrator chooses a password;
     * null once anyone has an account. A new link replaces the last.
     */
    async firstAdminSetupLink(): Promise<string | null> {
      if ((await staffCount()) > 0) return null;
      const ctx = await context();
      const token = generateRandomString(32);
      await ctx.internalAdapter.deleteVerificationByIdentifier(FIRST_ADMIN);
      await ctx.internalAdapter.createVerificationValue({
        identifier: FIRST_ADMIN,
        value: token,
        expiresAt: new Date(Date.now() + FIRST_ADMIN_SETUP_MS),
      });
      return new URL(`${href("/admin/setup")}?${new URLSearchParams({ token })}`, linkOrigin(links)).toString();
    },

    /** Whether `token` is the current first-administrator setup link (and nobody has an account yet). */
    async isFirstAdminToken(token: string): Promise<boolean> {
      if ((await staffCount()) > 0) return false;
      const stored = await (await context()).internalAdapter.findVerificationValue(FIRST_ADMIN);
      return stored !== null && stored !== undefined && stored.expiresAt > new Date() && stored.value === token;
    },

    /**
     * Creates the first administrator from the setup link, which it uses up. Refused when the
     * link is not (or no longer) valid, when an account exists already, or for a weak password.
     */
    async createFirstAdmin(
      token: string,
      admin: { email: string; name: string; password: string },
    ): Promise<{ ok: true } | PasswordRefusal> {
      if (!(await this.isFirstAdminToken(token))) return invalidLink;
      const weakness = await passwordWeakness(admin.password, [admin.email, admin.name]);
      if (weakness) return { ok: false, reason: "weak", message: weakness };
      const ctx = await context();
      if (!(await ctx.internalAdapter.consumeVerificationValue(FIRST_ADMIN))) return invalidLink;
      const user = await createUser({ email: admin.email, name: admin.name, role: "admin" });
      await ctx.internalAdapter.linkAccount({
        userId: user.id,
        providerId: "credential",
        accountId: user.id,
        password: await ctx.password.hash(admin.password),
      });
      log.info({ area: "auth" }, "the first administrator account was created");
      return { ok: true };
    },

    /** The members of staff with one of `roles`, by name: whom a lead may be assigned to. */
    async staffWithRoles(roles: readonly StaffRole[]): Promise<Pick<Staff, "id" | "name" | "role">[]> {
      const users = await db
        .select({ id: staffUsers.id, name: staffUsers.name, role: staffUsers.role })
        .from(staffUsers)
        .where(inArray(staffUsers.role, [...roles]))
        .orderBy(asc(staffUsers.name), asc(staffUsers.id));
      return users.flatMap((user) => (isStaffRole(user.role) ? [{ ...user, role: user.role }] : []));
    },

    /** Every account's name by its id, disabled ones too: who did something, where only their id was kept. */
    async staffNames(): Promise<Map<string, string>> {
      const users = await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers);
      return new Map(users.map((user) => [user.id, user.name]));
    },

    /** A new set-password link for an existing account (the old password works until it is used; older links stop). */
    async resetLink(email: string): Promise<{ link: string } | { error: "unknown" }> {
      const [user] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email.trim().toLowerCase()));
      return user ? { link: await setPasswordLink(user.id, INVITATION_MS) } : { error: "unknown" };
    },

    /**
     * Queues an e-mail with a set-password link when `email` belongs to an account, and does
     * nothing otherwise; the caller answers the same either way. Sending is the outbox's, so the
     * answer never waits on SMTP: a known address costs one insert more than an unknown one.
     */
    async requestPasswordReset(email: string): Promise<void> {
      if (!mail.configured)
        log.warn(
          { area: "auth" },
          "a password reset was asked, but SMTP_URL is not set: reset e-mails cannot be sent (npm run admin:user -- --reset)",
        );
      const [user] = await db
        .select({ id: staffUsers.id, role: staffUsers.role })
        .from(staffUsers)
        .where(and(eq(staffUsers.email, email.trim().toLowerCase()), isNull(staffUsers.disabledAt)));
      if (user && isStaffRole(user.role)) await mail.queue(user.id, "password-reset");
    },

    /**
     * A new account without a password, and the invitation link where its owner sets one: the
     * command line's way (`npm run admin:user`); the users screen's is `users.invite`.
     */
    async invite(staff: NewStaff): Promise<{ link: string } | { error: "exists" }> {
      const existing = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, staff.email.toLowerCase()));
      if (existing.length > 0) return { error: "exists" };
      const user = await createUser(staff);
      const after = { name: staff.name, role: staff.role };
      await audit.record({ actor: COMMAND_LINE, area: "users", action: "invited", subject: staff.email.toLowerCase(), after });
      return { link: await setPasswordLink(user.id, INVITATION_MS) };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
