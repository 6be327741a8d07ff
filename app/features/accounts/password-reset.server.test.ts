import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../server/storage/db";
import { emptyTables, testDatabases } from "../../../tests/support/database";
import { fakeTransport, linkIn } from "../../../tests/support/fake-mail";
import { PASSWORD_RESET_SENT, forgotPasswordAction } from "./admin-routes.server";
import { type AccountService, createAccountService } from "./service.server";
import { createAuditLog } from "../audit/index.server";
import { staffMail, staffMailAttempts } from "./tables.server";
import { cheapPasswordHashing } from "../../../tests/support/password-hashing";

const siteUrl = "http://localhost:3000";
const password = "a long enough passphrase";
const HOUR = 60 * 60 * 1000;

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

describe.each(testDatabases())("password reset by e-mail on $name", ({ open }) => {
  let database: Database;
  let transport: ReturnType<typeof fakeTransport>;
  let logs: string[];
  let accounts: AccountService;

  const serviceWith = (mailer: boolean) =>
    createAccountService({
      db: database.db,
      secret: "test-secret-of-at-least-32-characters!",
      links: { local: siteUrl },
      log: pino({ level: "info" }, { write: (line: string) => logs.push(line) }),
      mailer: mailer ? { transport, from: "LaCantina Doors admin <admin@example.com>" } : undefined,
      audit: createAuditLog(database.db),
      passwordHashing: cheapPasswordHashing,
    });

  async function member(email = "editor@example.com") {
    const invitation = await accounts.invite({ email, name: "Ed", role: "editor" });
    if (!("link" in invitation)) throw new Error("not invited");
    await accounts.setPassword(tokenOf(invitation.link), password);
  }

  const forgot = (email: string, clientIp = "192.0.2.1") =>
    forgotPasswordAction(
      new Request(`${siteUrl}/admin/forgot-password`, { method: "POST", body: new URLSearchParams({ email }) }),
      { accounts },
      { clientIp },
    );

  // One database for the file, emptied before each test: as fresh as a new copy, and far cheaper.
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await emptyTables(database);
    transport = fakeTransport();
    logs = [];
    accounts = serviceWith(true);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("queues the e-mail in the outbox, which sends a link that sets a new password once", async () => {
    await member();
    expect(await forgot(" Editor@Example.com ")).toMatchObject({ data: { tone: "done", message: PASSWORD_RESET_SENT } });
    expect(transport.sent).toEqual([]);
    expect(await database.db.select().from(staffMail)).toMatchObject([{ kind: "password-reset", attempts: 0, deliveredAt: null }]);

    expect(await accounts.mailOutbox.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(transport.sent).toMatchObject([{ to: "editor@example.com", subject: "Choose a new password for the LaCantina Doors admin" }]);
    const link = linkIn(transport.sent[0]);
    expect(link).toMatch(/^http:\/\/localhost:3000\/admin\/set-password\?token=[\w-]{32}$/);
    expect(await database.db.select().from(staffMailAttempts)).toMatchObject([{ outcome: "delivered" }]);
    expect(await accounts.mailOutbox.deliverDue()).toEqual({ delivered: 0, failed: 0 });

    expect(await accounts.setPassword(tokenOf(link), `${password} two`)).toMatchObject({ ok: true });
    expect(await accounts.setPassword(tokenOf(link), `${password} three`)).toMatchObject({ ok: false });
    expect((await accounts.signIn("editor@example.com", password, new Headers())).ok).toBe(false);
    expect((await accounts.signIn("editor@example.com", `${password} two`, new Headers())).ok).toBe(true);
    expect(logs.join("\n")).not.toContain(tokenOf(link));
    expect(logs.join("\n")).not.toContain("editor@example.com");
  });

  it("links to the site's own address whatever Host the request for a reset named", async () => {
    await member();
    await forgotPasswordAction(
      new Request("http://evil.example/admin/forgot-password", {
        method: "POST",
        body: new URLSearchParams({ email: "editor@example.com" }),
      }),
      { accounts },
      { clientIp: "192.0.2.1" },
    );
    await accounts.mailOutbox.deliverDue();
    expect(linkIn(transport.sent[0])).toMatch(/^http:\/\/localhost:3000\/admin\/set-password\?token=/);
  });

  it("retries with backoff after a failed send, and records each attempt", async () => {
    await member();
    await forgot("editor@example.com");
    transport.failures = 1;
    const failedAt = new Date();
    expect(await accounts.mailOutbox.deliverDue(failedAt)).toEqual({ delivered: 0, failed: 1 });
    const [waiting] = await database.db.select().from(staffMail);
    expect(waiting).toMatchObject({ attempts: 1, deliveredAt: null, lastError: "connect ECONNREFUSED 127.0.0.1:25" });
    expect(waiting?.nextAttemptAt.getTime()).toBe(failedAt.getTime() + 60_000);

    expect(await accounts.mailOutbox.deliverDue(new Date(failedAt.getTime() + 30_000))).toEqual({ delivered: 0, failed: 0 });
    expect(await accounts.mailOutbox.deliverDue(new Date(failedAt.getTime() + 61_000))).toEqual({ delivered: 1, failed: 0 });
    expect(transport.sent).toHaveLength(1);
    const attempts = await database.db
      .select()
      .from(staffMailAttempts)
      .where(eq(staffMailAttempts.deliveryId, waiting?.id ?? 0));
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(["failed", "delivered"]);
    expect(await accounts.setPassword(tokenOf(linkIn(transport.sent[0])), `${password} two`)).toMatchObject({ ok: true });
  });

  it("refuses a link after its hour, and does not send a request that waited longer than that", async () => {
    await member();
    await forgot("editor@example.com");
    await accounts.mailOutbox.deliverDue();
    const link = linkIn(transport.sent[0]);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + HOUR + 60_000 });
    expect(await accounts.setPassword(tokenOf(link), `${password} two`)).toMatchObject({ ok: false });
    vi.useRealTimers();

    await forgot("editor@example.com");
    expect(await accounts.mailOutbox.deliverDue(new Date(Date.now() + HOUR + 60_000))).toEqual({ delivered: 0, failed: 0 });
    expect(transport.sent).toHaveLength(1);
  });

  it("answers an unknown address the same, and queues and sends nothing", async () => {
    await member();
    expect(await forgot("nobody@example.com")).toMatchObject({ data: { tone: "done", message: PASSWORD_RESET_SENT } });
    expect(await database.db.select().from(staffMail)).toEqual([]);
    expect(await accounts.mailOutbox.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(transport.sent).toEqual([]);
  });

  it("slows requests down per address typed and per client address, known or not", async () => {
    await member();
    for (let request = 0; request < 3; request += 1)
      expect(await forgot("editor@example.com", `198.51.100.${request}`)).toMatchObject({ data: { tone: "done" } });
    const perAccount = await forgot("editor@example.com", "198.51.100.9");
    expect(perAccount).toMatchObject({
      init: { status: 429 },
      data: { message: "Too many requests for a new password. Try again in 60 minutes." },
    });
    expect(await database.db.select().from(staffMail)).toHaveLength(3);

    for (let request = 0; request < 10; request += 1)
      expect(await forgot(`unknown-${request}@example.com`, "203.0.113.5")).toMatchObject({ data: { tone: "done" } });
    expect(await forgot("someone-else@example.com", "203.0.113.5")).toMatchObject({ init: { status: 429 } });
  });

  it("strips NUL and other control characters from the address typed", async () => {
    await member();
    expect(await forgot("editor@example.com\u0000\u0007")).toMatchObject({ data: { tone: "done" } });
    expect(await database.db.select().from(staffMail)).toHaveLength(1);
  });

  it("without SMTP, answers the same and warns that reset e-mails cannot be sent, without the address", async () => {
    accounts = serviceWith(false);
    await member();
    expect(await forgot("editor@example.com")).toMatchObject({ data: { tone: "done", message: PASSWORD_RESET_SENT } });
    const warnings = logs.filter((line) => line.includes("SMTP_URL is not set"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).not.toContain("editor@example.com");
    expect(await accounts.mailOutbox.deliverDue()).toEqual({ delivered: 0, failed: 0 });
  });
});
