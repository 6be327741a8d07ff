import { readdir } from "node:fs/promises";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../../tests/support/database";
import { silentLogger } from "../../../tests/support/silent-logger";
import { parseConfig } from "../../../server/config";
import type { Database } from "../../../server/storage/db";
import { leadsCsv } from "./export.server";
import { UPLOADS_FOLDER } from "~/platform/file-upload.server";
import { localFileStore } from "~/platform/file-store";
import { smtpMailer } from "~/platform/mailer.server";
import { PhotoNotStored } from "./multipart.server";
import { createOutbox, leadChannelsFor } from "./outbox.server";
import { createLeadService } from "./submission.server";
import { leadDeliveries, leadDeliveryAttempts, leadFillTokens, leadSubmissions } from "./tables.server";
import { chunkedBody } from "../../../tests/support/chunked-body";
import { leadFormData, validLeads } from "../../../tests/support/leads";
import { FILL_TOKEN_MAX_AGE_MS, createFillTokens } from "./fill-token.server";
import { MESSAGE_MAX_LENGTH, leadFormPhotos, leadForms } from "./options";
import { validateLead } from "./schemas";
import { CAPTCHA_FIELD, FILL_TOKEN_FIELD, HONEYPOT_FIELD } from "./spam";
import { createAuditLog } from "~/features/audit/index.server";
import { createLeadInbox } from "./inbox.server";

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const FILL_TOKEN_SECRET = "lead-tests-fill-token-secret-0123456789";
const fillTokens = createFillTokens(FILL_TOKEN_SECRET);
/** A token issued a minute ago: past the minimum fill time. */
const longAgo = () => fillTokens.issue(Date.now() - 60_000);

/**
 * The bytes of `form` as a stream that, like a socket, is never cancelled at its source: when the
 * reader stops early the rest is read and dropped. Undici's own stream of a FormData throws inside
 * itself (an unhandled rejection on Node 24) when cancelled in the middle of a part.
 */
function socketLike(form: Response): ReadableStream<Uint8Array> {
  const source = form.body!.getReader();
  const drain = async () => {
    while (!(await source.read()).done);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await source.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: () => void drain().catch(() => {}),
  });
}

/** A post as the server gets it from a socket: a form's bytes arrive as a stream (@hono/node-server). */
const post = (body: FormData | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) => {
  const form = body instanceof FormData ? new Response(body) : null;
  return new Request("http://localhost/api/v1/forms/submit", {
    method: "POST",
    body: form ? socketLike(form) : body,
    headers: form ? { "content-type": form.headers.get("content-type") ?? "", ...headers } : headers,
    duplex: "half",
  } as RequestInit);
};

/** A complete service request, with an overridden or added field where a test needs one. */
const serviceLead = (overrides: Record<string, string | string[]> = {}) =>
  leadFormData("lac_request_service", {
    ...validLeads.lac_request_service,
    message: "The sill leaks <b>badly</b> in heavy rain.",
    [FILL_TOKEN_FIELD]: longAgo(),
    ...overrides,
  });

/** A multipart body of one photo of `size` bytes, generated as it is read: never held whole. */
function streamedUpload(size: number, boundary: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="processor"\r\n\r\nlac_request_service\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="photo[]"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(1024 * 1024);
  chunk.set(JPEG);
  let sent = 0;
  let stage = 0;
  return new ReadableStream({
    pull(controller) {
      if (stage === 0) {
        controller.enqueue(head);
        stage = 1;
      } else if (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        controller.enqueue(part);
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
}

describe.each(testDatabases())("lead submissions on $name", ({ open }) => {
  let database: Database;
  let storageDir: string;
  const smtp: { messages: string[]; server?: SMTPServer; port: number } = { messages: [], port: 0 };

  function site(env: Record<string, string> = {}, fetchImpl?: typeof fetch, productNewsTicked?: () => boolean) {
    const config = parseConfig({
      STORAGE_DIR: storageDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEAD_RECIPIENTS: "leads@example.com",
      ...env,
    });
    const outbox = createOutbox({ db: database.db, log: silentLogger, config, mailer: smtpMailer(config), storageDir, fetchImpl });
    const leads = createLeadService({
      db: database.db,
      log: silentLogger,
      config,
      storageDir,
      outbox,
      fillTokenSecret: FILL_TOKEN_SECRET,
      fetchImpl,
      productNewsTicked,
    });
    return { outbox, leads };
  }

  async function startSmtp(port = 0) {
    smtp.server = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          smtp.messages.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.server?.listen(port, "127.0.0.1", resolve));
    smtp.port = (smtp.server.server.address() as AddressInfo).port;
  }
  const stopSmtp = () => new Promise<void>((resolve) => (smtp.server ? smtp.server.close(() => resolve()) : resolve()));

  beforeAll(async () => {
    database = await open();
    storageDir = await mkdtemp(path.join(os.tmpdir(), "leads-"));
    await startSmtp();
  });
  afterAll(async () => {
    await stopSmtp();
    await database.close();
    await rm(storageDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    smtp.messages = [];
    await database.db.delete(leadDeliveryAttempts);
    await database.db.delete(leadDeliveries);
    await database.db.delete(leadSubmissions);
    await database.db.delete(leadFillTokens);
  });

  const storedPhotos = async () => (await readdir(path.join(storageDir, "leads")).catch(() => [])).sort();

  it("stores a service request with two photos sent as photo[] and name[] lists, under server-made names, the sender's folders dropped", async () => {
    const { leads } = site();
    const body = serviceLead();
    body.append("photo[]", new Blob([JPEG, new Uint8Array(2000)]), "../../etc/passwd.jpg");
    body.append("photo[]", new Blob([PNG, new Uint8Array(1000)]), "door.png");
    expect(await leads.submit(post(body), { ip: "10.0.0.2", locale: "en-US" })).toEqual({
      status: "received",
      form: "lac_request_service",
    });
    const [withPhotos] = await database.db.select().from(leadSubmissions);
    expect(withPhotos?.fields).toMatchObject({ request_as: ["homeowner"], dealer_request_as: ["dealer", "installer"], installed: true });
    expect(withPhotos?.photos.map((photo) => [photo.original_name, photo.content_type, photo.size])).toEqual([
      ["passwd.jpg", "image/jpeg", 2016],
      ["door.png", "image/png", 1016],
    ]);
    const files = await storedPhotos();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^[0-9a-f-]{36}\.(jpg|png)$/);
  });

  it("stores the locale of the page the lead was sent from", async () => {
    const { leads } = site();
    expect(await leads.submit(post(serviceLead()), { ip: "10.0.0.12", locale: "fr-CA" })).toEqual({
      status: "received",
      form: "lac_request_service",
    });
    const [lead] = await database.db.select().from(leadSubmissions);
    expect(lead?.locale).toBe("fr-CA");
  });

  it("fails as the server's fault when the store cannot keep a photo, keeping no lead and leaving no file waiting", async () => {
    const config = parseConfig({ STORAGE_DIR: storageDir, LEAD_RECIPIENTS: "leads@example.com" });
    const local = localFileStore(storageDir);
    const kept: string[] = [];
    // A bucket that takes the first photo and then goes away.
    const storage = {
      ...local,
      async putFile(key: string, file: string) {
        if (kept.length > 0) throw new Error("the bucket does not answer");
        kept.push(key);
        await local.putFile(key, file);
      },
    };
    const outbox = createOutbox({ db: database.db, log: silentLogger, config, storageDir, storage });
    const leads = createLeadService({
      db: database.db,
      log: silentLogger,
      config,
      storageDir,
      storage,
      outbox,
      fillTokenSecret: FILL_TOKEN_SECRET,
    });
    const before = await storedPhotos();
    const body = serviceLead();
    body.append("photo[]", new Blob([JPEG, new Uint8Array(2000)]), "one.jpg");
    body.append("photo[]", new Blob([JPEG, new Uint8Array(2000)]), "two.jpg");
    await expect(leads.submit(post(body), { ip: "10.0.0.9", locale: "en-US" })).rejects.toThrow(PhotoNotStored);
    expect(await database.db.select().from(leadSubmissions)).toEqual([]);
    expect(kept).toHaveLength(1);
    expect(await storedPhotos()).toEqual(before);
    expect(await readdir(path.join(storageDir, UPLOADS_FOLDER))).toEqual([]);
  });

  it("refuses a file that is not an image by its bytes, whatever its name says, and keeps nothing", async () => {
    const { leads } = site();
    const before = await storedPhotos();
    const body = serviceLead();
    body.append("photo[]", new Blob(["<html><script>alert(1)</script></html>"], { type: "image/jpeg" }), "photo.jpg");
    const outcome = await leads.submit(post(body), { ip: "10.0.0.3", locale: "en-US" });
    expect(outcome).toMatchObject({ status: "invalid", httpStatus: 400, errors: { photo: [expect.stringContaining("photos only")] } });
    expect(await storedPhotos()).toEqual(before);
  });

  it("answers the errors per field and the typed values, without internal fields", async () => {
    const { leads } = site();
    const outcome = await leads.submit(post(serviceLead({ email: "sam@", request_as: [] })), { ip: "10.0.0.4", locale: "en-US" });
    expect(outcome).toMatchObject({
      status: "invalid",
      httpStatus: 400,
      errors: { email: [expect.any(String)], request_as: ["Choose at least one."] },
    });
    expect(outcome.status === "invalid" && outcome.values).toMatchObject({ email: "sam@", first_name: "Sam" });
    expect(outcome.status === "invalid" && Object.keys(outcome.values)).not.toContain(FILL_TOKEN_FIELD);
    expect(await database.db.select().from(leadSubmissions)).toEqual([]);
  });

  it("answers 413 once the photos reach 100 MB, reading the body as a stream without holding it", async () => {
    const { leads } = site();
    const before = await storedPhotos();
    const boundary = "----leadsboundary";
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 20);
    const outcome = await leads.submit(
      post(streamedUpload(100 * 1024 * 1024 + 10, boundary), { "content-type": `multipart/form-data; boundary=${boundary}` }),
      {
        ip: "10.0.0.5",
        locale: "en-US",
      },
    );
    clearInterval(sampler);
    expect(outcome).toMatchObject({ status: "invalid", httpStatus: 413, errors: { photo: ["File attachments exceed total size limit."] } });
    expect(heapPeak - heapBefore).toBeLessThan(40 * 1024 * 1024);
    expect(await storedPhotos()).toEqual(before);
  }, 60_000);

  /** The leads stored, as (spam reason or null, last name), oldest first. */
  const storedLeads = async () =>
    (await database.db.select().from(leadSubmissions).orderBy(leadSubmissions.createdAt)).map((lead) => [
      lead.spamReason,
      lead.fields.last_name,
    ]);

  it("keeps the lead of a suspected bot, flagged with the reason and never delivered, and answers it the thank-you", async () => {
    const { leads, outbox } = site();
    const withoutToken = serviceLead({ last_name: "Missing" });
    withoutToken.delete(FILL_TOKEN_FIELD);
    const suspects = [
      serviceLead({ last_name: "Honeypot", [HONEYPOT_FIELD]: "http://spam.example" }),
      serviceLead({ last_name: "Fast", [FILL_TOKEN_FIELD]: fillTokens.issue() }),
      withoutToken,
      serviceLead({ last_name: "Forged", [FILL_TOKEN_FIELD]: createFillTokens("another-server-secret-0123456789abc").issue(0) }),
    ];
    for (const body of suspects)
      expect(await leads.submit(post(body), { ip: "10.0.0.6", locale: "en-US" })).toEqual({
        status: "received",
        form: "lac_request_service",
      });
    expect(await storedLeads()).toEqual([
      ["honeypot", "Honeypot"],
      ["too_fast", "Fast"],
      ["token_missing", "Missing"],
      ["token_invalid", "Forged"],
    ]);
    expect(await database.db.select().from(leadDeliveries)).toEqual([]);
    expect(await outbox.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.messages).toEqual([]);
  });

  it("keeps a lead whose captcha answer the provider refused as suspected spam, asks for a captcha not answered, and takes one passed", async () => {
    const provider = vi.fn<typeof fetch>(async (_, init) =>
      Response.json({ success: new URLSearchParams(String(init?.body)).get("response") === "solved" }),
    );
    const { leads } = site({ CAPTCHA_PROVIDER: "turnstile", CAPTCHA_SECRET: "captcha-secret" }, provider);
    const refused = await leads.submit(post(serviceLead({ last_name: "Refused", [CAPTCHA_FIELD]: "stale" })), {
      ip: "10.0.1.1",
      locale: "en-US",
    });
    expect(refused).toEqual({ status: "received", form: "lac_request_service" });
    const unanswered = await leads.submit(post(serviceLead({ last_name: "Unanswered" })), { ip: "10.0.1.1", locale: "en-US" });
    expect(unanswered).toMatchObject({
      status: "invalid",
      httpStatus: 400,
      errors: { [CAPTCHA_FIELD]: ["Please confirm that you are not a robot."] },
    });
    const passed = await leads.submit(post(serviceLead({ last_name: "Passed", "cf-turnstile-response": "solved" })), {
      ip: "10.0.1.1",
      locale: "en-US",
    });
    expect(passed).toEqual({ status: "received", form: "lac_request_service" });
    expect(await storedLeads()).toEqual([
      ["captcha_refused", "Refused"],
      [null, "Passed"],
    ]);
    expect(provider).toHaveBeenCalledTimes(2);
  });

  it("takes one lead per fill token: another lead with it is kept as suspected spam, the same lead sent again is kept once", async () => {
    const { leads, outbox } = site();
    const before = await storedPhotos();
    const token = longAgo();
    const send = (lastName: string, photo?: string) => {
      const body = serviceLead({ last_name: lastName, [FILL_TOKEN_FIELD]: token });
      if (photo) body.append("photo[]", new Blob([JPEG, new Uint8Array(100)]), photo);
      return leads.submit(post(body), { ip: "10.0.2.1", locale: "en-US" });
    };
    for (const [lastName, photo] of [["First", "porch.jpg"], ["First", "porch.jpg"], ["Second"], ["First", "other.jpg"], ["Second"]])
      expect(await send(lastName!, photo)).toEqual({ status: "received", form: "lac_request_service" });
    expect(await storedLeads()).toEqual([
      [null, "First"],
      ["token_reused", "Second"],
      ["token_reused", "First"],
      ["token_reused", "Second"],
    ]);
    // The photos of the lead sent again went with it: one photo for each lead kept.
    expect((await storedPhotos()).length - before.length).toBe(2);
    expect(await outbox.deliverDue()).toEqual({ delivered: 1, failed: 0 });
  });

  it("takes two leads sent at once with one token as one lead and one suspected spam", async () => {
    const { leads } = site();
    const token = longAgo();
    const answers = await Promise.all(
      ["Ada", "Grace"].map((lastName) =>
        leads.submit(post(serviceLead({ last_name: lastName, [FILL_TOKEN_FIELD]: token })), { ip: "10.0.2.2", locale: "en-US" }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(["received", "received"]);
    expect((await storedLeads()).map(([reason]) => reason).sort()).toEqual([null, "token_reused"]);
    expect(await database.db.select().from(leadDeliveries)).toHaveLength(1);
  });

  it("takes a lead the server never stored when it is sent again with its token: after field errors, or a body cut off", async () => {
    const { leads } = site();
    const token = longAgo();
    const invalid = await leads.submit(post(serviceLead({ email: "sam@", [FILL_TOKEN_FIELD]: token })), {
      ip: "10.0.2.3",
      locale: "en-US",
    });
    expect(invalid).toMatchObject({ status: "invalid", httpStatus: 400, fillToken: token });
    const cut = new Response(serviceLead({ [FILL_TOKEN_FIELD]: token }));
    const bytes = new Uint8Array(await cut.arrayBuffer());
    const cutOff = await leads.submit(
      post(chunkedBody([bytes.subarray(0, bytes.length - 40)], "arrived"), { "content-type": cut.headers.get("content-type") ?? "" }),
      { ip: "10.0.2.3", locale: "en-US" },
    );
    expect(cutOff).toMatchObject({ status: "invalid", httpStatus: 400 });
    expect(await leads.submit(post(serviceLead({ [FILL_TOKEN_FIELD]: token })), { ip: "10.0.2.3", locale: "en-US" })).toEqual({
      status: "received",
      form: "lac_request_service",
    });
    expect(await storedLeads()).toEqual([[null, "Lee"]]);
  });

  it("still refuses a flood outright: past the per-IP limit nothing is stored, suspected spam or not", async () => {
    const { leads } = site({ FORM_RATE_LIMIT: "2" });
    const fast = () => leads.submit(post(serviceLead({ [FILL_TOKEN_FIELD]: fillTokens.issue() })), { ip: "10.0.2.4", locale: "en-US" });
    expect((await fast()).status).toBe("received");
    expect((await fast()).status).toBe("received");
    for (let index = 0; index < 5; index += 1) expect(await fast()).toMatchObject({ status: "invalid", httpStatus: 429 });
    expect(await storedLeads()).toEqual([
      ["too_fast", "Lee"],
      ["too_fast", "Lee"],
    ]);
  });

  it("delivers a lead released from suspected spam once, as any lead", async () => {
    const { leads, outbox } = site();
    const inbox = createLeadInbox({
      db: database.db,
      storageDir,
      audit: createAuditLog(database.db),
      changes: { publish: async () => outbox.wake() },
      retentionDays: 730,
      spamRetentionDays: 30,
      deliveryChannels: (form) => leadChannelsFor({}, form),
    });
    await leads.submit(post(serviceLead({ [FILL_TOKEN_FIELD]: fillTokens.issue() })), { ip: "10.0.2.5", locale: "en-US" });
    const [suspect] = await database.db.select().from(leadSubmissions);
    expect(await outbox.deliverDue()).toEqual({ delivered: 0, failed: 0 });

    expect(await inbox.release({ id: "u-sam", name: "Sam Sales" }, suspect!.id)).toEqual({ ok: true });
    expect(await inbox.release({ id: "u-sam", name: "Sam Sales" }, suspect!.id)).toEqual({ ok: false, reason: "not_found" });
    expect(await outbox.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(await outbox.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain("Subject: Customer Service Request: Sam Lee");
  });

  it("stores a lead of each form whose every text field carries NUL and other control characters, without them", async () => {
    const { leads } = site();
    const noise = (value: string) => `\u0000${value.slice(0, 1)}\u0001\u000B${value.slice(1)}\u0085\u007F`;
    for (const [index, form] of leadForms.entries()) {
      const fields = Object.entries(validLeads[form]).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.map(noise) : noise(value),
      ]);
      const body = leadFormData(form, Object.fromEntries(fields), { [FILL_TOKEN_FIELD]: longAgo() });
      if (leadFormPhotos[form] === "required") body.append("photo[]", new Blob([JPEG, new Uint8Array(100)]), "door.jpg");
      expect(await leads.submit(post(body), { ip: `10.1.0.${index}`, locale: "en-US" }), form).toEqual({ status: "received", form });
    }
    const stored = await database.db.select().from(leadSubmissions);
    expect(stored.map((lead) => lead.form).sort()).toEqual([...leadForms].sort());
    for (const lead of stored) {
      const clean = validateLead(lead.form as (typeof leadForms)[number], validLeads[lead.form as (typeof leadForms)[number]]);
      const recorded = clean.success && "product_updates" in clean.data ? { product_updates_default: "ticked" } : {};
      expect(clean.success && lead.fields, lead.form).toEqual(clean.success && { ...clean.data, ...recorded });
    }
  });

  it("takes a message at its 1500-character limit whose line breaks the browser sent as CR LF, keeping each as one", async () => {
    const { leads } = site();
    const lines = Array.from({ length: 49 }, (_, index) =>
      `Line ${String(index).padStart(2, "0")} of the message, twenty-nine`.slice(0, 29),
    );
    const typed = `${lines.join("\n")}\n${"x".repeat(MESSAGE_MAX_LENGTH - 49 * 30)}`;
    expect(typed).toHaveLength(MESSAGE_MAX_LENGTH);
    const body = leadFormData(
      "lac_request_quote",
      { ...validLeads.lac_request_quote, message: typed.replaceAll("\n", "\r\n") },
      { [FILL_TOKEN_FIELD]: longAgo() },
    );
    expect(await leads.submit(post(body), { ip: "10.1.7.1", locale: "en-US" })).toEqual({ status: "received", form: "lac_request_quote" });
    const [stored] = await database.db.select().from(leadSubmissions);
    expect(stored?.fields.message).toBe(typed);
  });

  it("refuses a 21st photo while reading the body, and keeps none of the photos before it", async () => {
    const { leads } = site();
    const before = await storedPhotos();
    const withPhotos = (count: number) => {
      const body = serviceLead();
      for (let index = 0; index < count; index += 1) body.append("photo[]", new Blob([JPEG, new Uint8Array(100)]), `door-${index}.jpg`);
      return body;
    };
    expect(await leads.submit(post(withPhotos(21)), { ip: "10.1.1.1", locale: "en-US" })).toMatchObject({
      status: "invalid",
      httpStatus: 400,
      errors: { photo: ["Attach at most 20 photos."] },
    });
    expect(await storedPhotos()).toEqual(before);
    expect(await database.db.select().from(leadSubmissions)).toEqual([]);
    expect(await leads.submit(post(withPhotos(20)), { ip: "10.1.1.1", locale: "en-US" })).toEqual({
      status: "received",
      form: "lac_request_service",
    });
    expect((await storedPhotos()).length - before.length).toBe(20);
  });

  it("asks the per-IP limit as soon as the form is named, and does not read the photos of a refused post", async () => {
    const { leads } = site({ FORM_RATE_LIMIT: "1" });
    expect((await leads.submit(post(serviceLead()), { ip: "10.1.2.1", locale: "en-US" })).status).toBe("received");
    const before = await storedPhotos();
    const boundary = "----limitedboundary";
    const upload = streamedUpload(50 * 1024 * 1024, boundary);
    let pulled = 0;
    const counted = upload.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      }),
    );
    const outcome = await leads.submit(post(counted, { "content-type": `multipart/form-data; boundary=${boundary}` }), {
      ip: "10.1.2.1",
      locale: "en-US",
    });
    expect(outcome).toMatchObject({ status: "invalid", httpStatus: 429, retryAfterSeconds: expect.any(Number) });
    expect(pulled).toBeLessThan(8 * 1024 * 1024);
    expect(await storedPhotos()).toEqual(before);
  });

  it("a body cut off in the middle of a photo, or of a file the form ignores, ends that submission only and leaves no photo behind", async () => {
    const { leads } = site();
    const before = await storedPhotos();
    const encoder = new TextEncoder();
    const cutOff = (form: string, fileField: string, end: "ends" | "fails") =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            encoder.encode(
              `--cut\r\nContent-Disposition: form-data; name="processor"\r\n\r\n${form}\r\n` +
                `--cut\r\nContent-Disposition: form-data; name="${fileField}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
            ),
          );
          controller.enqueue(new Uint8Array([...JPEG, ...new Uint8Array(5000)]));
          if (end === "ends") controller.close();
          else controller.error(new Error("aborted"));
        },
      });
    const headers = { "content-type": "multipart/form-data; boundary=cut" };
    for (const end of ["ends", "fails"] as const) {
      for (const [form, field] of [
        ["lac_request_service", "photo[]"],
        ["lac_request_service", "attachment"],
        ["lac_contact_us", "photo[]"],
      ] as const) {
        expect(
          await leads.submit(post(cutOff(form, field, end), headers), { ip: "10.1.3.1", locale: "en-US" }),
          `${form} ${field} ${end}`,
        ).toMatchObject({
          status: "invalid",
          httpStatus: 400,
        });
      }
    }
    expect(await storedPhotos()).toEqual(before);
  });

  it("refuses a part without a name, or in a character set it cannot read, as unreadable: with a photo before it or not, the body read at once or late", async () => {
    const { leads } = site();
    const waiting = async () =>
      (await readdir(path.join(storageDir, UPLOADS_FOLDER)).catch(() => [])).filter((name) => name.endsWith(".part"));
    const encoder = new TextEncoder();
    const photo = new Uint8Array(300_000);
    photo.set(JPEG);
    const unreadableParts = [
      'Content-Disposition: form-data; name=""\r\n\r\nx',
      "Content-Disposition: form-data\r\n\r\nx",
      'Content-Disposition: form-data; name="note"\r\nContent-Type: text/plain; charset=koi8-r\r\n\r\nx',
    ];
    const body = (unreadable: string, withPhoto: boolean) => [
      encoder.encode(`--b\r\nContent-Disposition: form-data; name="processor"\r\n\r\nlac_request_service`),
      ...(withPhoto
        ? [
            encoder.encode(
              `\r\n--b\r\nContent-Disposition: form-data; name="photo[]"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
            ),
            photo,
          ]
        : []),
      encoder.encode(`\r\n--b\r\n${unreadable}\r\n--b--\r\n`),
    ];
    const headers = { "content-type": "multipart/form-data; boundary=b" };
    let sender = 0;
    for (const unreadable of unreadableParts) {
      for (const withPhoto of [false, true]) {
        for (const arrival of ["waiting", "arrived"] as const) {
          const outcome = await leads.submit(post(chunkedBody(body(unreadable, withPhoto), arrival), headers), {
            ip: `10.1.3.${(sender += 1)}`,
            locale: "en-US",
          });
          expect(outcome, `${unreadable} ${withPhoto} ${arrival}`).toMatchObject({
            status: "invalid",
            httpStatus: 400,
            errors: { form: ["The form could not be read. Please try again."] },
          });
        }
      }
    }
    const urlEncoded = new Request("http://localhost/api/v1/forms/submit", {
      method: "POST",
      body: "processor=lac_request_quote&first_name=Ann",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=shift_jis" },
    });
    expect(await leads.submit(urlEncoded, { ip: "10.1.3.100", locale: "en-US" })).toMatchObject({ status: "invalid", httpStatus: 400 });
    expect(await waiting()).toEqual([]);
    expect(await database.db.select().from(leadSubmissions)).toEqual([]);
  });

  it("takes a project only with a photo, under the service request's rules, and e-mails it with the photos attached", async () => {
    const { leads, outbox } = site();
    const project = (photos: [Uint8Array<ArrayBuffer>, string][]) => {
      const body = leadFormData("lac_submit_project", validLeads.lac_submit_project, { [FILL_TOKEN_FIELD]: longAgo() });
      for (const [bytes, name] of photos) body.append("photo[]", new Blob([bytes, new Uint8Array(500)]), name);
      return body;
    };
    expect(await leads.submit(post(project([])), { ip: "10.1.6.1", locale: "en-US" })).toMatchObject({
      status: "invalid",
      httpStatus: 400,
      errors: { photo: ["Attach at least one photo."] },
    });
    const notAPhoto = await leads.submit(post(project([[new TextEncoder().encode("%PDF-1.4"), "plan.jpg"]])), {
      ip: "10.1.6.1",
      locale: "en-US",
    });
    expect(notAPhoto).toMatchObject({ status: "invalid", errors: { photo: [expect.stringContaining("photos only")] } });
    expect(await database.db.select().from(leadSubmissions)).toEqual([]);

    expect(
      await leads.submit(
        post(
          project([
            [JPEG, "terrace.jpg"],
            [PNG, "kitchen.png"],
          ]),
        ),
        { ip: "10.1.6.1", locale: "en-US" },
      ),
    ).toEqual({
      status: "received",
      form: "lac_submit_project",
    });
    const [stored] = await database.db.select().from(leadSubmissions);
    expect(stored?.fields).toMatchObject({ project_name: "Casa Marea", product: "folding-doors/aluminum-wood", publish_consent: true });
    expect(stored?.photos.map((photo) => photo.original_name)).toEqual(["terrace.jpg", "kitchen.png"]);
    expect(await outbox.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.messages[0]).toContain("Subject: Submit Your Project: Noa Baptiste");
    expect(smtp.messages[0]).toContain("May publish the photos: Yes");
    expect(smtp.messages[0]).toMatch(/Content-Disposition: attachment;\s+filename=terrace\.jpg/);
    expect(smtp.messages[0]).toMatch(/Content-Disposition: attachment;\s+filename=kitchen\.png/);
  });

  it("keeps a lead's photos in the order they were sent, though each is read and stored at once", async () => {
    const { leads } = site();
    const body = leadFormData("lac_submit_project", validLeads.lac_submit_project, { [FILL_TOKEN_FIELD]: longAgo() });
    const names = Array.from({ length: 12 }, (_, index) => `photo-${index + 1}.${index % 2 ? "png" : "jpg"}`);
    for (const [index, name] of names.entries())
      body.append("photo[]", new Blob([index % 2 ? PNG : JPEG, new Uint8Array(index * 700)]), name);

    expect(await leads.submit(post(body), { ip: "10.1.6.2", locale: "en-US" })).toEqual({ status: "received", form: "lac_submit_project" });
    const [stored] = await database.db.select().from(leadSubmissions);
    expect(stored?.photos.map((photo) => photo.original_name)).toEqual(names);
  });

  it("keeps a lead whose photo has a long name cut in the middle of an emoji, keeping whole characters", async () => {
    const { leads } = site();
    const body = leadFormData("lac_submit_project", validLeads.lac_submit_project, { [FILL_TOKEN_FIELD]: longAgo() });
    // The name is cut at 200 UTF-16 units: the 200th is the first half of the emoji.
    body.append("photo[]", new Blob([JPEG]), `${"a".repeat(199)}\u{1F600}.jpg`);

    expect(await leads.submit(post(body), { ip: "10.1.6.3", locale: "en-US" })).toEqual({ status: "received", form: "lac_submit_project" });
    const [stored] = await database.db.select().from(leadSubmissions);
    expect(stored?.photos.map((photo) => photo.original_name)).toEqual(["a".repeat(199)]);
  });

  it("keeps posts without a fill token of ours as suspected spam: bare numbers, a start moved back in time, none at all", async () => {
    const { leads } = site();
    const [, nonce, signature] = longAgo().split(".");
    const movedBack = `${Date.now() - 600_000}.${nonce}.${signature}`;
    for (const forged of ["0", "-1", "1e3", "0x10", String(Date.now() - 60_000), movedBack]) {
      expect(await leads.submit(post(serviceLead({ [FILL_TOKEN_FIELD]: forged })), { ip: "10.1.4.1", locale: "en-US" }), forged).toEqual({
        status: "received",
        form: "lac_request_service",
      });
    }
    const withoutToken = serviceLead();
    withoutToken.delete(FILL_TOKEN_FIELD);
    expect((await leads.submit(post(withoutToken), { ip: "10.1.4.1", locale: "en-US" })).status).toBe("received");
    expect((await storedLeads()).map(([reason]) => reason)).toEqual([...Array<string>(6).fill("token_invalid"), "token_missing"]);
    expect(await database.db.select().from(leadDeliveries)).toEqual([]);
  });

  it("asks to send again a form that was open for more than a day, with a new token that is valid at once", async () => {
    const { leads } = site();
    const expired = fillTokens.issue(Date.now() - FILL_TOKEN_MAX_AGE_MS - 60_000);
    const outcome = await leads.submit(post(serviceLead({ [FILL_TOKEN_FIELD]: expired })), { ip: "10.1.5.1", locale: "en-US" });
    expect(outcome).toMatchObject({ status: "invalid", httpStatus: 400, errors: { form: [expect.stringContaining("more than a day")] } });
    const renewed = outcome.status === "invalid" ? outcome.fillToken : undefined;
    expect(renewed).toMatch(/^\d{13}\./);
    expect(await leads.submit(post(serviceLead({ [FILL_TOKEN_FIELD]: renewed! })), { ip: "10.1.5.1", locale: "en-US" })).toEqual({
      status: "received",
      form: "lac_request_service",
    });
    expect(await database.db.select().from(leadSubmissions)).toHaveLength(1);
  });

  it("limits submissions per IP and form", async () => {
    const { leads } = site({ FORM_RATE_LIMIT: "2" });
    const send = (ip: string) => leads.submit(post(serviceLead()), { ip, locale: "en-US" });
    expect((await send("10.0.0.7")).status).toBe("received");
    expect((await send("10.0.0.7")).status).toBe("received");
    expect(await send("10.0.0.7")).toMatchObject({ status: "invalid", httpStatus: 429, retryAfterSeconds: 600 });
    expect((await send("10.0.0.8")).status).toBe("received");
  });

  it("e-mails the lead over SMTP with what the visitor typed escaped, and records the attempt", async () => {
    const { leads, outbox } = site();
    await leads.submit(post(serviceLead()), { ip: "10.0.0.9", locale: "en-US" });
    expect(await outbox.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain("leads@example.com");
    expect(smtp.messages[0]).toContain("&lt;b&gt;badly&lt;/b&gt;");
    const [delivery] = await database.db.select().from(leadDeliveries);
    expect(delivery).toMatchObject({ channel: "email", attempts: 1, lastError: null });
    expect(delivery?.deliveredAt).toBeInstanceOf(Date);
    expect(await database.db.select().from(leadDeliveryAttempts)).toMatchObject([{ outcome: "delivered" }]);
    expect(await outbox.deliverDue()).toEqual({ delivered: 0, failed: 0 });
  });

  it("sends an e-mail again after a crash before its delivery was recorded with the same Message-ID", async () => {
    const { leads, outbox } = site();
    await leads.submit(post(serviceLead()), { ip: "10.0.0.13", locale: "en-US" });
    expect(await outbox.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    // What a process killed between the SMTP server's answer and the record leaves, once its lease is over.
    await database.db.update(leadDeliveries).set({ deliveredAt: null, nextAttemptAt: new Date(0) });
    expect(await outbox.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    const [delivery] = await database.db.select().from(leadDeliveries);
    const ids = smtp.messages.map((message) => /^Message-ID: (.+)$/im.exec(message)?.[1]?.trim());
    expect(ids).toEqual([`<lead-delivery-${delivery?.id}@lacantinadoors.com>`, `<lead-delivery-${delivery?.id}@lacantinadoors.com>`]);
  });

  it("retries with backoff after the SMTP server was down, and a restart between store and delivery loses nothing", async () => {
    const port = smtp.port;
    const first = site();
    await first.leads.submit(post(serviceLead()), { ip: "10.0.0.10", locale: "en-US" });
    await stopSmtp();
    const failedAt = new Date();
    expect(await first.outbox.deliverDue(failedAt)).toEqual({ delivered: 0, failed: 1 });
    const [waiting] = await database.db.select().from(leadDeliveries);
    expect(waiting).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(waiting?.nextAttemptAt.getTime()).toBe(failedAt.getTime() + 60_000);
    await first.outbox.stop();

    // A new process: new services on the same database, the SMTP server back.
    await startSmtp(port);
    const restarted = site();
    expect(await restarted.outbox.deliverDue(new Date(failedAt.getTime() + 30_000))).toEqual({ delivered: 0, failed: 0 });
    expect(await restarted.outbox.deliverDue(new Date(failedAt.getTime() + 61_000))).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    const attempts = await database.db
      .select()
      .from(leadDeliveryAttempts)
      .where(eq(leadDeliveryAttempts.deliveryId, waiting?.id ?? 0));
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(["failed", "delivered"]);
  });

  it("keeps e-mails in the outbox when SMTP is not configured", async () => {
    const { leads, outbox } = site({ SMTP_URL: "" });
    await leads.submit(post(serviceLead()), { ip: "10.0.0.11", locale: "en-US" });
    expect(await outbox.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(await database.db.select().from(leadDeliveries)).toMatchObject([{ channel: "email", attempts: 0, deliveredAt: null }]);
  });

  it("records with a lead that asks for product news whether the box started ticked, as the site's setting said then", async () => {
    let ticked = true;
    const { leads } = site({}, undefined, () => ticked);
    const contact = (email: string, extra: Record<string, string> = {}) =>
      post(leadFormData("lac_contact_us", { ...validLeads.lac_contact_us, email, [FILL_TOKEN_FIELD]: longAgo(), ...extra }));
    await leads.submit(contact("one@example.com", { product_updates: "on" }), { ip: "10.0.0.30", locale: "en-US" });
    ticked = false;
    await leads.submit(contact("two@example.com", { product_updates_default: "ticked" }), { ip: "10.0.0.31", locale: "en-US" });
    await leads.submit(post(serviceLead()), { ip: "10.0.0.32", locale: "en-US" });
    const stored = Object.fromEntries(
      (await database.db.select().from(leadSubmissions)).map((lead) => [
        lead.fields.email,
        [lead.fields.product_updates, lead.fields.product_updates_default],
      ]),
    );
    expect(stored).toEqual({
      "one@example.com": [true, "ticked"],
      "two@example.com": [false, "unticked"],
      "sam@example.com": [undefined, undefined],
    });
  });

  it("exports the leads of a form since a date as CSV, lists as one cell, formulas defused", async () => {
    const { leads } = site();
    await leads.submit(post(serviceLead({ message: '=HYPERLINK("http://evil.example")' })), { ip: "10.0.0.12", locale: "en-US" });
    const csv = await leadsCsv(database.db, { form: "lac_request_service", from: new Date(Date.now() - 60_000) }, new Map());
    const [header, row, ...rest] = csv.trimEnd().split("\r\n");
    expect(rest).toEqual([]);
    expect(header).toMatch(/^id,submitted_at,form,locale,status,assignee,first_name,last_name,.*,photos,delivered,notes$/);
    expect(row).toContain("sam@example.com");
    expect(row).toContain("dealer; installer");
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toMatch(/,0,waiting,$/);
    const emptyHeader = (
      await leadsCsv(database.db, { form: "lac_request_service", from: new Date(Date.now() + 60_000) }, new Map())
    ).trimEnd();
    expect(emptyHeader).toBe(header);
    expect((await leadsCsv(database.db, { form: "lac_request_quote", from: new Date(0) }, new Map())).split("\r\n")).toHaveLength(2);
  });

  it("keeps a quote's layout from the opening helper, read again against the catalogue, in its webhook and CSV; drops a forged one", async () => {
    const posted: string[] = [];
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      posted.push(String(init?.body));
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    const { leads, outbox } = site(
      { LEAD_WEBHOOK_URL: "https://crm.example/leads", LEAD_WEBHOOK_SECRET: "webhook-secret-0123456789" },
      fetchImpl,
    );
    const quote = (opening: string, email: string) =>
      leadFormData("lac_request_quote", { ...validLeads.lac_request_quote, email, opening, [FILL_TOKEN_FIELD]: longAgo() });
    const carried = "product=folding-doors%2Faluminum&width=196&height=96&unit=in&layout=5-split-3-2";
    expect(await leads.submit(post(quote(carried, "ana@example.com")), { ip: "10.0.0.20", locale: "en-US" })).toMatchObject({
      status: "received",
    });
    expect(
      await leads.submit(post(quote("product=folding-doors%2Faluminum&width=196&height=96&layout=25-left", "bo@example.com")), {
        ip: "10.0.0.21",
        locale: "en-US",
      }),
    ).toMatchObject({ status: "received" });
    expect(
      await leads.submit(post(quote("product=doors%2Funobtainium&layout=5-left", "cy@example.com")), { ip: "10.0.0.22", locale: "en-US" }),
    ).toMatchObject({ status: "received" });

    const stored = Object.fromEntries(
      (await database.db.select().from(leadSubmissions)).map((lead) => [lead.fields.email, lead.fields.opening]),
    );
    const summary = "Aluminum Folding Doors: 16 ft 4 in × 8 ft, 5 panels, 3 left + 2 right";
    expect(stored["ana@example.com"]).toEqual({
      product: "folding-doors/aluminum",
      product_name: "Aluminum Folding Doors",
      material: "aluminum",
      opening: { width_in: 196, height_in: 96, second_width_in: null, unit: "in", option: "none" },
      layout: { id: "5-split-3-2", description: "5 panels, 3 left + 2 right" },
      summary,
    });
    expect(stored["bo@example.com"]).toMatchObject({ layout: null, summary: "Aluminum Folding Doors: 16 ft 4 in × 8 ft" });
    expect(stored["cy@example.com"]).toBeUndefined();

    expect(await outbox.deliverDue()).toEqual({ delivered: 6, failed: 0 });
    const webhook = posted.map((body) => JSON.parse(body) as { fields: Record<string, unknown> });
    expect(webhook.find((lead) => lead.fields.email === "ana@example.com")?.fields.opening).toEqual(stored["ana@example.com"]);

    const [header, ...rows] = (await leadsCsv(database.db, { form: "lac_request_quote", from: new Date(0) }, new Map()))
      .trimEnd()
      .split("\r\n");
    expect(header).toContain(
      ",material_type,opening,opening_product,opening_width_in,opening_height_in,opening_second_width_in,opening_layout,timeframe,",
    );
    expect(rows.find((row) => row.includes("ana@example.com"))).toContain(`,"${summary}",folding-doors/aluminum,196,96,,5-split-3-2,6,`);
    expect(rows.find((row) => row.includes("cy@example.com"))).toContain(",,,,,,,6,");
  });
});
