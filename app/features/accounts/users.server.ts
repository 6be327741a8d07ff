import { and, asc, eq, exists, isNotNull, isNull, sql } from "drizzle-orm";
import type { AuditActor } from "../audit";
import type { AuditRecorder } from "../audit/index.server";
import type { Db } from "~/platform/db";
import type { StaffRole } from "./roles";
import { INVITATION_MS } from "./staff-mail.server";
import type { StaffMailKind } from "./tables.server";
import { staffAccounts, staffSessions, staffUsers } from "./tables.server";
import type { NewStaff, StaffMember, StaffStatus, UserChange } from "./users";

type UsersOptions = {
  db: Db;
  /** Where every change is recorded (features/audit). */
  audit: AuditRecorder;
  mail: { configured: boolean; queue(userId: string, kind: StaffMailKind): Promise<void> };
  /** A new link, the account's earlier ones void; `requestOrigin`: the address the administrator reached (link-origins.server.ts). */
  setPasswordLink: (userId: string, validMs: number, requestOrigin?: string) => Promise<string>;
  /** Creates the account through better-auth, without a password. */
  createUser: (staff: NewStaff) => Promise<{ id: string }>;
};

/** Whether the account has chosen its password (the invitation was taken up). */
const hasPassword = (db: Db) =>
  sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.userId, staffUsers.id), eq(staffAccounts.providerId, "credential"), isNotNull(staffAccounts.password))),
  )}`;

const accountColumns = (db: Db) => ({
  id: staffUsers.id,
  email: staffUsers.email,
  name: staffUsers.name,
  role: staffUsers.role,
  disabledAt: staffUsers.disabledAt,
  passwordSet: hasPassword(db),
});

/**
 * The administrators' side of staff accounts: who has one, invitations, roles, disabling. Each
 * change is refused with a reason the screen can say, or made and recorded in the audit log.
 * There is always at least one administrator who can sign in.
 */
export function createUserAdmin({ db, audit, mail, setPasswordLink, createUser }: UsersOptions) {
  const statusOf = (row: { disabledAt: Date | null; passwordSet: boolean }): StaffStatus =>
    row.disabledAt ? "disabled" : row.passwordSet ? "active" : "invited";

  async function member(userId: string, executor: Db = db) {
    const [row] = await executor.select(accountColumns(executor)).from(staffUsers).where(eq(staffUsers.id, userId));
    return row ? { ...row, status: statusOf(row) } : null;
  }

  /**
   * The administrators who can sign in now, locked until the transaction ends: two admins
   * taking each other's role at the same moment cannot leave the admin without one.
   */
  async function lockedActiveAdmins(tx: Db): Promise<string[]> {
    const rows = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, "admin"), isNull(staffUsers.disabledAt), hasPassword(tx)))
      .for("update");
    return rows.map((row) => row.id);
  }

  const isLastAdmin = (admins: string[], userId: string) => admins.length === 1 && admins[0] === userId;

  /**
   * An e-mail with the set-password link when e-mail can be sent; otherwise the link, to be shown
   * once to the administrator, at the address their request reached (`requestOrigin`).
   */
  async function deliverInvitation(userId: string, requestOrigin: string): Promise<{ link: string | null }> {
    if (mail.configured) {
      await mail.queue(userId, "invitation");
      return { link: null };
    }
    return { link: await setPasswordLink(userId, INVITATION_MS, requestOrigin) };
  }

  return {
    /** Every account, by name. */
    async list(): Promise<StaffMember[]> {
      const rows = await db
        .select({ ...accountColumns(db), lastSignInAt: staffUsers.lastSignInAt, createdAt: staffUsers.createdAt })
        .from(staffUsers)
        .orderBy(asc(staffUsers.name), asc(staffUsers.email));
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role as StaffRole,
        status: statusOf(row),
        lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** A new account without a password, and its invitation (see `deliverInvitation`). */
    async invite(staff: NewStaff, actor: AuditActor, requestOrigin: string): Promise<UserChange<{ link: string | null }>> {
      const email = staff.email.toLowerCase();
      const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
      if (existing) return { ok: false, reason: "exists" };
      const user = await createUser({ ...staff, email });
      await audit.record({ actor, area: "users", action: "invited", subject: email, after: { name: staff.name, role: staff.role } });
      return { ok: true, ...(await deliverInvitation(user.id, requestOrigin)) };
    },

    /** A new invitation for an account whose owner never chose a password; the earlier link stops working. */
    async resendInvitation(userId: string, actor: AuditActor, requestOrigin: string): Promise<UserChange<{ link: string | null }>> {
      const found = await member(userId);
      if (!found) return { ok: false, reason: "not_found" };
      if (found.status !== "invited") return { ok: false, reason: found.status === "disabled" ? "disabled" : "not_invited" };
      const delivery = await deliverInvitation(userId, requestOrigin);
      await audit.record({
        actor,
        area: "users",
        action: "invitation resent",
        subject: found.email,
        after: { by: delivery.link ? "link shown on screen" : "e-mail" },
      });
      return { ok: true, ...delivery };
    },

    async changeRole(userId: string, role: StaffRole, actor: AuditActor): Promise<UserChange> {
      return db.transaction(async (tx): Promise<UserChange> => {
        const admins = await lockedActiveAdmins(tx);
        const found = await member(userId, tx);
        if (!found) return { ok: false, reason: "not_found" };
        if (found.role === role) return { ok: true };
        if (role !== "admin" && isLastAdmin(admins, userId)) return { ok: false, reason: "last_admin" };
        await tx.update(staffUsers).set({ role, updatedAt: new Date() }).where(eq(staffUsers.id, userId));
        await audit.record(
          { actor, area: "users", action: "role changed", subject: found.email, before: { role: found.role }, after: { role } },
          tx,
        );
        return { ok: true };
      });
    },

    /** The account can no longer sign in, and every session it has ends now. */
    async disable(userId: string, actor: AuditActor): Promise<UserChange> {
      if (userId === actor.id) return { ok: false, reason: "self" };
      return db.transaction(async (tx): Promise<UserChange> => {
        const admins = await lockedActiveAdmins(tx);
        const found = await member(userId, tx);
        if (!found) return { ok: false, reason: "not_found" };
        if (found.disabledAt) return { ok: true };
        if (isLastAdmin(admins, userId)) return { ok: false, reason: "last_admin" };
        await tx.update(staffUsers).set({ disabledAt: new Date(), updatedAt: new Date() }).where(eq(staffUsers.id, userId));
        await tx.delete(staffSessions).where(eq(staffSessions.userId, userId));
        await audit.record(
          {
            actor,
            area: "users",
            action: "disabled",
            subject: found.email,
            before: { status: found.status },
            after: { status: "disabled" },
          },
          tx,
        );
        return { ok: true };
      });
    },

    async enable(userId: string, actor: AuditActor): Promise<UserChange> {
      return db.transaction(async (tx): Promise<UserChange> => {
        const found = await member(userId, tx);
        if (!found) return { ok: false, reason: "not_found" };
        if (!found.disabledAt) return { ok: true };
        await tx.update(staffUsers).set({ disabledAt: null, updatedAt: new Date() }).where(eq(staffUsers.id, userId));
        const status = statusOf({ ...found, disabledAt: null });
        await audit.record(
          { actor, area: "users", action: "enabled", subject: found.email, before: { status: "disabled" }, after: { status } },
          tx,
        );
        return { ok: true };
      });
    },
  };
}

export type UserAdmin = ReturnType<typeof createUserAdmin>;
