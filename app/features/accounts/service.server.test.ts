import { readFile } from "node:fs/promises";
import { verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import pino from "pino";
import type { Database } from "../../../server/storage/db";
import { emptyTables, testDatabases } from "../../../tests/support/database";
import { parseConfig } from "../../../server/config";
import { linkOriginsOf } from "./link-origins.server";
import { type AccountService, createAccountService } from "./service.server";
import { createAuditLog } from "../audit/index.server";
import { staffAccounts, staffUsers } from "./tables.server";
import { cheapPasswordHashing } from "../../../tests/support/password-hashing";

const siteUrl = "http://localhost:3000";
const password = "a long enough passphrase";

function tokenOf(link: string): string {
  return new URL(link).searchParams.get("token") ?? "";
}

/** The request headers of a browser that keeps the cookies `answer` set. */
function cookieFrom(answer: Headers): Headers {
  const cookies = answer.getSetCookie().map((line) => line.split(";")[0]);
  return new Headers({ cookie: cookies.join("; ") });
}

describe.each(testDatabases())("staff accounts on $name", ({ open }) => {
  let database: Database;
  let accounts: AccountService;
  // One database for the file, emptied before each test: as fresh as a new copy, and far cheaper.
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await emptyTables(database);
    accounts = createAccountService({
      db: database.db,
      secret: "test-secret-of-at-least-32-characters!",
      links: { local: siteUrl },
      log: pino({ level: "silent" }),
      audit: createAuditLog(database.db),
      passwordHashing: cheapPasswordHashing,
    });
  });

  it("lets the first administrator choose a password once, through the newest setup link only", async () => {
    const older = await accounts.firstAdminSetupLink();
    const link = await accounts.firstAdminSetupLink();
    expect(link).toMatch(/^http:\/\/localhost:3000\/admin\/setup\?token=[\w-]{32}$/);
    expect(await accounts.isFirstAdminToken(tokenOf(older ?? ""))).toBe(false);
    expect(await accounts.isFirstAdminToken("guess")).toBe(false);

    const admin = { email: "Owner@Example.com", name: "Owner", password };
    expect(await accounts.createFirstAdmin(tokenOf(link ?? ""), { ...admin, password: "aaaaaaaaaaaa" })).toMatchObject({
      ok: false,
      reason: "weak",
    });
    expect(await accounts.createFirstAdmin(tokenOf(link ?? ""), admin)).toEqual({ ok: true });
    expect(await accounts.createFirstAdmin(tokenOf(link ?? ""), { ...admin, email: "second@example.com" })).toEqual({
      ok: false,
      reason: "invalid_link",
    });
    expect(await accounts.staffCount()).toBe(1);
    expect(await accounts.firstAdminSetupLink()).toBeNull();

    const signedIn = await accounts.signIn("owner@example.com", password, new Headers());
    expect(signedIn.ok && signedIn.staff).toMatchObject({ email: "owner@example.com", name: "Owner", role: "admin" });
  });

  it("signs in with the right password only, and a signed-out session no longer counts", async () => {
    await accounts.createFirstAdmin(tokenOf((await accounts.firstAdminSetupLink()) ?? ""), { email: "a@example.com", name: "A", password });
    expect((await accounts.signIn("a@example.com", "not the passphrase", new Headers())).ok).toBe(false);
    expect((await accounts.signIn("nobody@example.com", password, new Headers())).ok).toBe(false);

    const signedIn = await accounts.signIn("a@example.com", password, new Headers());
    if (!signedIn.ok) throw new Error("sign-in failed");
    const browser = cookieFrom(signedIn.headers);
    expect(signedIn.headers.getSetCookie().join()).toMatch(/HttpOnly/i);
    expect(signedIn.headers.getSetCookie().join()).toMatch(/SameSite=Lax/i);
    expect(await accounts.currentStaff(browser)).toMatchObject({ email: "a@example.com", role: "admin" });
    expect(await accounts.currentStaff(new Headers({ cookie: "lc-admin.session_token=forged.value" }))).toBeNull();

    await accounts.signOut(browser);
    expect(await accounts.currentStaff(browser)).toBeNull();
  });

  it("invites an account whose owner sets a password once through the link", async () => {
    const invitation = await accounts.invite({ email: "editor@example.com", name: "Ed", role: "editor" });
    if (!("link" in invitation)) throw new Error("not invited");
    expect(invitation.link).toMatch(/^http:\/\/localhost:3000\/admin\/set-password\?token=[\w-]{32}$/);
    expect(await accounts.invite({ email: "EDITOR@example.com", name: "Ed again", role: "sales" })).toEqual({ error: "exists" });
    expect((await accounts.signIn("editor@example.com", password, new Headers())).ok).toBe(false);
    // Nobody is signed in on the command line: the audit log names it instead.
    const [entry] = (await createAuditLog(database.db).list({ area: "users", q: "editor@example.com" })).entries;
    expect(entry).toMatchObject({ actorName: "npm run admin:user", action: "invited", after: { name: "Ed", role: "editor" } });

    expect(await accounts.setPassword(tokenOf(invitation.link), "short")).toMatchObject({ ok: false });
    expect(await accounts.setPassword(tokenOf(invitation.link), password)).toMatchObject({ ok: true });
    expect(await accounts.setPassword(tokenOf(invitation.link), `${password}!`)).toMatchObject({ ok: false });
    const signedIn = await accounts.signIn("editor@example.com", password, new Headers());
    expect(signedIn.ok && signedIn.staff.role).toBe("editor");
  });

  it("signs out every session of a member of staff at once", async () => {
    await accounts.createFirstAdmin(tokenOf((await accounts.firstAdminSetupLink()) ?? ""), { email: "a@example.com", name: "A", password });
    const laptop = await accounts.signIn("a@example.com", password, new Headers());
    const phone = await accounts.signIn("a@example.com", password, new Headers());
    if (!laptop.ok || !phone.ok) throw new Error("sign-in failed");
    await accounts.signOutEverywhere(cookieFrom(laptop.headers));
    expect(await accounts.currentStaff(cookieFrom(phone.headers))).toBeNull();
    expect(await accounts.currentStaff(cookieFrom(laptop.headers))).toBeNull();
  });

  it("changes a password with the current one only, keeping this session and ending the others", async () => {
    await accounts.createFirstAdmin(tokenOf((await accounts.firstAdminSetupLink()) ?? ""), { email: "a@example.com", name: "A", password });
    const laptop = await accounts.signIn("a@example.com", password, new Headers());
    const phone = await accounts.signIn("a@example.com", password, new Headers());
    if (!laptop.ok || !phone.ok) throw new Error("sign-in failed");
    expect(await accounts.changePassword(cookieFrom(laptop.headers), "wrong current password", `${password} two`)).toEqual({
      ok: false,
      reason: "wrong_password",
    });
    expect(await accounts.changePassword(cookieFrom(laptop.headers), password, "password1234")).toMatchObject({
      ok: false,
      reason: "weak",
    });
    const changed = await accounts.changePassword(cookieFrom(laptop.headers), password, `${password} two`);
    if (!changed.ok) throw new Error("not changed");
    expect(await accounts.currentStaff(cookieFrom(changed.headers))).toMatchObject({ email: "a@example.com" });
    expect(await accounts.currentStaff(cookieFrom(phone.headers))).toBeNull();
    expect((await accounts.signIn("a@example.com", password, new Headers())).ok).toBe(false);
    expect((await accounts.signIn("a@example.com", `${password} two`, new Headers())).ok).toBe(true);
  });

  it("voids an older set-password link when a newer one is made, and every link once one is used", async () => {
    await accounts.invite({ email: "editor@example.com", name: "Ed", role: "editor" });
    const older = await accounts.resetLink("editor@example.com");
    const newer = await accounts.resetLink("editor@example.com");
    if (!("link" in older) || !("link" in newer)) throw new Error("no link");
    expect(await accounts.setPassword(tokenOf(older.link), password)).toEqual({ ok: false, reason: "invalid_link" });
    expect(await accounts.setPassword(tokenOf(newer.link), password)).toEqual({ ok: true, email: "editor@example.com" });
    expect(await accounts.setPassword(tokenOf(newer.link), `${password} two`)).toEqual({ ok: false, reason: "invalid_link" });
  });

  it("voids the outstanding set-password links of an account whose password changes", async () => {
    await accounts.createFirstAdmin(tokenOf((await accounts.firstAdminSetupLink()) ?? ""), { email: "a@example.com", name: "A", password });
    const outstanding = await accounts.resetLink("a@example.com");
    if (!("link" in outstanding)) throw new Error("no link");
    const signedIn = await accounts.signIn("a@example.com", password, new Headers());
    if (!signedIn.ok) throw new Error("sign-in failed");
    expect(await accounts.changePassword(cookieFrom(signedIn.headers), password, `${password} two`)).toMatchObject({ ok: true });
    expect(await accounts.setPassword(tokenOf(outstanding.link), `${password} three`)).toEqual({ ok: false, reason: "invalid_link" });
    expect((await accounts.signIn("a@example.com", `${password} two`, new Headers())).ok).toBe(true);
  });

  it("refuses a weak password through a link, and the link still works for a strong one", async () => {
    const invitation = await accounts.invite({ email: "sam@example.com", name: "Sam", role: "sales" });
    if (!("link" in invitation)) throw new Error("not invited");
    expect(await accounts.setPassword(tokenOf(invitation.link), "aaaaaaaaaaaa")).toMatchObject({
      ok: false,
      reason: "weak",
      message: expect.stringMatching(/^This password is too easy to guess\. Repeated characters/),
    });
    expect(await accounts.setPassword(tokenOf(invitation.link), "sam@example.com!")).toMatchObject({ ok: false, reason: "weak" });
    expect(await accounts.setPassword(tokenOf(invitation.link), password)).toMatchObject({ ok: true });
  });

  it("hashes passwords with better-auth's scrypt at its own cost when no test asks for a cheaper one, as the site and its tools do", async () => {
    const site = createAccountService({
      db: database.db,
      secret: "test-secret-of-at-least-32-characters!",
      links: { local: siteUrl },
      log: pino({ level: "silent" }),
      audit: createAuditLog(database.db),
    });
    const invitation = await site.invite({ email: "cost@example.com", name: "Cost", role: "editor" });
    if (!("link" in invitation)) throw new Error("not invited");
    expect(await site.setPassword(tokenOf(invitation.link), password)).toMatchObject({ ok: true });
    const [stored] = await database.db
      .select({ hash: staffAccounts.password })
      .from(staffAccounts)
      .innerJoin(staffUsers, eq(staffUsers.id, staffAccounts.userId))
      .where(eq(staffUsers.email, "cost@example.com"));
    expect(await verifyPassword({ hash: stored?.hash ?? "", password })).toBe(true);
    expect(await cheapPasswordHashing.verify({ hash: stored?.hash ?? "", password })).toBe(false);
    expect((await site.signIn("cost@example.com", password, new Headers())).ok).toBe(true);
    // Nothing but tests gives the service another hash.
    for (const file of ["server/main.ts", "scripts/admin-user.ts"]) expect(await readFile(file, "utf8")).not.toContain("passwordHashing");
  });

  it("makes links at the port the site listens on when SITE_URL is left at its default, and at SITE_URL when set", async () => {
    const at = (env: Record<string, string>) =>
      createAccountService({
        db: database.db,
        secret: "test-secret-of-at-least-32-characters!",
        links: linkOriginsOf(parseConfig(env)),
        log: pino({ level: "silent" }),
        audit: createAuditLog(database.db),
        passwordHashing: cheapPasswordHashing,
      });
    expect(await at({ PORT: "3111" }).firstAdminSetupLink()).toMatch(/^http:\/\/localhost:3111\/admin\/setup\?token=/);
    expect(await at({ PORT: "3111", SITE_URL: "https://www.example.com/" }).firstAdminSetupLink()).toMatch(
      /^https:\/\/www\.example\.com\/admin\/setup\?token=/,
    );
    const invitation = await at({ PORT: "3111" }).invite({ email: "cli@example.com", name: "Cli", role: "sales" });
    expect("link" in invitation && invitation.link).toMatch(/^http:\/\/localhost:3111\/admin\/set-password\?token=/);
  });
});
