import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../../server/storage/db";
import { emptyTables, testDatabases } from "../../../tests/support/database";
import { fakeTransport, linkIn } from "../../../tests/support/fake-mail";
import { type AuditLog, createAuditLog } from "../audit/index.server";
import type { LinkOrigins } from "./link-origins.server";
import type { StaffRole } from "./roles";
import { type AccountService, createAccountService } from "./service.server";
import { staffMail } from "./tables.server";
import { cheapPasswordHashing } from "../../../tests/support/password-hashing";

const siteUrl = "http://localhost:3000";
const password = "a long enough passphrase";

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
const cookieFrom = (answer: Headers) =>
  new Headers({
    cookie: answer
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; "),
  });

describe.each(testDatabases())("the users screen's accounts on $name", ({ open }) => {
  let database: Database;
  let transport: ReturnType<typeof fakeTransport>;
  let audit: AuditLog;
  let accounts: AccountService;

  const serviceWith = (mailer: boolean, links: LinkOrigins = { local: siteUrl }) =>
    createAccountService({
      db: database.db,
      secret: "test-secret-of-at-least-32-characters!",
      links,
      log: pino({ level: "silent" }),
      mailer: mailer ? { transport, from: "LaCantina Doors admin <admin@example.com>" } : undefined,
      audit,
      passwordHashing: cheapPasswordHashing,
    });

  /** An account whose owner has chosen a password, as the command line makes it. */
  async function member(email: string, role: StaffRole) {
    const invitation = await accounts.invite({ email, name: email.split("@")[0] ?? email, role });
    if (!("link" in invitation)) throw new Error("not invited");
    await accounts.setPassword(tokenOf(invitation.link), password);
    const signedIn = await accounts.signIn(email, password, new Headers());
    if (!signedIn.ok) throw new Error("not signed in");
    return { ...signedIn.staff, browser: cookieFrom(signedIn.headers) };
  }

  // One database for the file, emptied before each test: as fresh as a new copy, and far cheaper.
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await emptyTables(database);
    transport = fakeTransport();
    audit = createAuditLog(database.db);
    accounts = serviceWith(true);
  });

  it("invites by e-mail through the outbox, with a link made when the mail is sent, and records it", async () => {
    const olivia = await member("olivia@example.com", "admin");
    expect(await accounts.users.invite({ email: "Erin@Example.com", name: "Erin", role: "editor" }, olivia, siteUrl)).toEqual({
      ok: true,
      link: null,
    });
    expect(await database.db.select().from(staffMail)).toMatchObject([{ kind: "invitation", deliveredAt: null }]);
    expect(await accounts.users.invite({ email: "erin@example.com", name: "Erin again", role: "sales" }, olivia, siteUrl)).toEqual({
      ok: false,
      reason: "exists",
    });

    expect(await accounts.mailOutbox.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(transport.sent).toMatchObject([{ to: "erin@example.com", subject: "Your account on the LaCantina Doors admin" }]);
    expect(String(transport.sent[0]?.text)).toContain("as Editor");
    expect(await accounts.setPassword(tokenOf(linkIn(transport.sent[0])), password)).toMatchObject({ ok: true });
    expect((await accounts.signIn("erin@example.com", password, new Headers())).ok).toBe(true);

    // The members the test makes are invited on the command line; these are Olivia's changes.
    const { entries } = await audit.list({ area: "users", actorId: olivia.id });
    expect(entries).toMatchObject([
      { actorId: olivia.id, actorName: "olivia", action: "invited", subject: "erin@example.com", after: { name: "Erin", role: "editor" } },
    ]);
  });

  it("without e-mail, gives the invitation link to show once, and queues nothing", async () => {
    accounts = serviceWith(false);
    const olivia = await member("olivia@example.com", "admin");
    const invited = await accounts.users.invite({ email: "sam@example.com", name: "Sam", role: "sales" }, olivia, siteUrl);
    if (!invited.ok || !invited.link) throw new Error("no link");
    expect(invited.link).toMatch(/^http:\/\/localhost:3000\/admin\/set-password\?token=[\w-]{32}$/);
    expect(await database.db.select().from(staffMail)).toEqual([]);
    expect(await accounts.setPassword(tokenOf(invited.link), password)).toMatchObject({ ok: true });
  });

  it("shows a link at the address the administrator reached, unless SITE_URL names the site's", async () => {
    accounts = serviceWith(false);
    const olivia = await member("olivia@example.com", "admin");
    const reached = await accounts.users.invite({ email: "sam@example.com", name: "Sam", role: "sales" }, olivia, "http://192.0.2.10:3111");
    expect(reached.ok && reached.link).toMatch(/^http:\/\/192\.0\.2\.10:3111\/admin\/set-password\?token=/);

    accounts = serviceWith(false, { site: "https://www.example.com", local: siteUrl });
    const sam = (await accounts.users.list()).find((user) => user.email === "sam@example.com");
    const configured = await accounts.users.resendInvitation(sam?.id ?? "", olivia, "http://192.0.2.10:3111");
    expect(configured.ok && configured.link).toMatch(/^https:\/\/www\.example\.com\/admin\/set-password\?token=/);
  });

  it("sends an invitation again only to an account that never chose a password", async () => {
    const olivia = await member("olivia@example.com", "admin");
    await accounts.users.invite({ email: "sam@example.com", name: "Sam", role: "sales" }, olivia, siteUrl);
    const sam = (await accounts.users.list()).find((user) => user.email === "sam@example.com");
    expect(sam).toMatchObject({ status: "invited", lastSignInAt: null });
    expect(await accounts.users.resendInvitation(sam?.id ?? "", olivia, siteUrl)).toEqual({ ok: true, link: null });
    expect(await accounts.mailOutbox.deliverDue()).toEqual({ delivered: 2, failed: 0 });
    expect(await accounts.users.resendInvitation(olivia.id, olivia, siteUrl)).toEqual({ ok: false, reason: "not_invited" });
    expect((await audit.list({ q: "resent" })).entries).toMatchObject([{ subject: "sam@example.com", after: { by: "e-mail" } }]);
  });

  it("changes a role, and records what it was and what it is", async () => {
    const olivia = await member("olivia@example.com", "admin");
    const erin = await member("erin@example.com", "editor");
    expect(await accounts.users.changeRole(erin.id, "sales", olivia)).toEqual({ ok: true });
    expect(await accounts.currentStaff(erin.browser)).toMatchObject({ role: "sales" });
    expect((await audit.list({ q: "role changed" })).entries).toMatchObject([
      { actorId: olivia.id, subject: "erin@example.com", before: { role: "editor" }, after: { role: "sales" } },
    ]);
  });

  it("disables an account: its sessions end at once and it cannot sign in; enabling lets it back", async () => {
    const olivia = await member("olivia@example.com", "admin");
    const erin = await member("erin@example.com", "editor");
    expect(await accounts.currentStaff(erin.browser)).not.toBeNull();

    expect(await accounts.users.disable(erin.id, olivia)).toEqual({ ok: true });
    expect(await accounts.currentStaff(erin.browser)).toBeNull();
    expect(await accounts.signIn("erin@example.com", password, new Headers())).toEqual({ ok: false, disabled: true });
    expect(await accounts.signIn("erin@example.com", "a wrong passphrase!", new Headers())).toEqual({ ok: false });
    expect((await accounts.users.list()).find((user) => user.id === erin.id)?.status).toBe("disabled");

    expect(await accounts.users.enable(erin.id, olivia)).toEqual({ ok: true });
    expect((await accounts.signIn("erin@example.com", password, new Headers())).ok).toBe(true);
    expect(
      (await audit.list({ area: "users", actorId: olivia.id })).entries.map((entry) => [entry.action, entry.before, entry.after]),
    ).toEqual([
      ["enabled", { status: "disabled" }, { status: "active" }],
      ["disabled", { status: "active" }, { status: "disabled" }],
    ]);
  });

  it("keeps an administrator who can sign in: no disabling oneself, no taking the last one's role", async () => {
    const olivia = await member("olivia@example.com", "admin");
    const erin = await member("erin@example.com", "editor");
    expect(await accounts.users.disable(olivia.id, olivia)).toEqual({ ok: false, reason: "self" });
    expect(await accounts.users.changeRole(olivia.id, "editor", olivia)).toEqual({ ok: false, reason: "last_admin" });
    // Seen from a caller the screen would refuse (an editor), the rule still holds.
    expect(await accounts.users.disable(olivia.id, erin)).toEqual({ ok: false, reason: "last_admin" });

    await accounts.users.invite({ email: "new-admin@example.com", name: "New", role: "admin" }, olivia, siteUrl);
    const invitedAdmin = (await accounts.users.list()).find((user) => user.email === "new-admin@example.com");
    // An invited administrator cannot sign in yet, so does not count.
    expect(await accounts.users.changeRole(olivia.id, "editor", olivia)).toEqual({ ok: false, reason: "last_admin" });
    expect(invitedAdmin?.status).toBe("invited");

    expect(await accounts.users.changeRole(erin.id, "admin", olivia)).toEqual({ ok: true });
    expect(await accounts.users.changeRole(olivia.id, "editor", olivia)).toEqual({ ok: true });
    expect(await accounts.currentStaff(olivia.browser)).toMatchObject({ role: "editor" });
    expect(await accounts.users.changeRole("no-such-id", "sales", erin)).toEqual({ ok: false, reason: "not_found" });
    expect((await audit.list({ area: "users", q: "role" })).total).toBe(2);
  });
});
