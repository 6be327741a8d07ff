import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../server/storage/db";
import { emptyTables, testDatabases } from "../../../tests/support/database";
import { dealersAroundOceanside } from "../../../tests/support/dealers";
import { silentLogger } from "../../../tests/support/silent-logger";
import { createDealerService, createLeadMatching } from "~/features/dealers/index.server";
import type { LeadMatching } from "~/features/dealers/index.server";
import { createDealerAnswers } from "./dealer-answers.server";
import { createOfferLinks } from "./offer-links.server";
import { createOfferOutbox } from "./offer-outbox.server";
import { queueLead } from "./queue-lead.server";
import { createLeadRouter } from "./router.server";
import { leadDeliveries, leadOffers, leadRouting, leadSubmissions, type LeadChannel } from "./tables.server";

const HOUR = 60 * 60 * 1000;
const LEASE = 30_000;
const start = new Date("2026-11-30T15:00:00Z");
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

/** A promise and the function that settles it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe.each(testDatabases())("lead routing to dealers on $name", ({ open }) => {
  let database: Database;
  let sent: SendMailOptions[];
  const publish = vi.fn(async () => {});
  const links = createOfferLinks("a-test-secret-of-the-fill-tokens-0123456789");

  // One database for the file, emptied before each test: as fresh as a new copy, and far cheaper.
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await emptyTables(database);
    sent = [];
    publish.mockClear();
    await createDealerService(database.db).saveSeedDealers(dealersAroundOceanside);
  });

  /** One process's router, with its offer outbox and the dealers' answers. */
  function process(matching: Pick<LeadMatching, "dealersFor"> = createLeadMatching(createDealerService(database.db))) {
    const mailer = {
      from: "Site <site@doors.example>",
      transport: { sendMail: async (mail: SendMailOptions) => void sent.push(mail), close() {} },
    };
    const offers = createOfferOutbox({
      db: database.db,
      log: silentLogger,
      mailer,
      links,
      linkOrigin: "https://doors.example",
      acceptHours: 24,
    });
    const router = createLeadRouter({
      db: database.db,
      log: silentLogger,
      acceptHours: 24,
      matching,
      offers,
      changes: { publish },
      leaseMs: LEASE,
    });
    const answers = createDealerAnswers({ db: database.db, log: silentLogger, links, router, changes: { publish } });
    return { router, offers, answers };
  }

  /** A lead stored as the form would store it, routed to dealers, at `start`. */
  async function lead(fields: { zip: string; email?: string }, options: { form?: string; chosen?: string; channels?: LeadChannel[] } = {}) {
    const id = randomUUID();
    await database.db.transaction(async (tx) => {
      await tx.insert(leadSubmissions).values({
        id,
        form: options.form ?? "lac_request_quote",
        fields: { first_name: "Ana", last_name: "Ruiz", email: fields.email ?? "ana@example.com", zip: fields.zip },
        photos: [],
        createdAt: start,
      });
      await queueLead(tx, id, options.channels ?? ["email"], { chosenDealer: options.chosen ?? null });
    });
    await database.db.update(leadRouting).set({ nextStepAt: start }).where(eq(leadRouting.submissionId, id));
    return id;
  }

  const offersOf = (id: string) =>
    database.db.select().from(leadOffers).where(eq(leadOffers.submissionId, id)).orderBy(asc(leadOffers.offeredAt), asc(leadOffers.id));
  const routingOf = async (id: string) => (await database.db.select().from(leadRouting).where(eq(leadRouting.submissionId, id)))[0];
  const channelsOf = async (id: string) =>
    (await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.submissionId, id))).map((delivery) => delivery.channel);
  const decisions = async (id: string) => (await offersOf(id)).map((offer) => [offer.dealer.slug, offer.decision]);

  /** The Accept or Pass link of the last e-mail to `address`. */
  function linkIn(address: string, answer: "Accept the lead" | "Pass it on"): string {
    const mail = sent.filter((message) => message.to === address).at(-1);
    const token = new RegExp(`${answer}: https://doors\\.example/dealer-response/(\\S+)`).exec(String(mail?.text))?.[1];
    if (!token) throw new Error(`no ${answer} link sent to ${address}`);
    return token;
  }

  it("offers a lead to the nearest active dealer whose territory covers it, e-mailed with its details and both links", async () => {
    const { router, offers } = process();
    const id = await lead({ zip: "92056" });
    expect(await router.routeDue(start)).toMatchObject({ offered: 1 });
    expect(await decisions(id)).toEqual([["oceanside", null]]);
    expect(await routingOf(id)).toMatchObject({ state: "offered", nextStepAt: at(24), place: "92056 (Oceanside, CA)" });
    // The sales team's e-mail waits: the lead is with a dealer.
    expect(await channelsOf(id)).toEqual([]);

    expect(await offers.deliverDue(start)).toEqual({ delivered: 1, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: "oceanside@dealers.example",
      subject: "New lead for Demo oceanside: Request a Quote from Ana Ruiz",
    });
    expect(sent[0]!.text).toContain("Email: ana@example.com");
    expect(sent[0]!.text).toContain("near 92056 (Oceanside, CA)");
    expect(linkIn("oceanside@dealers.example", "Accept the lead")).not.toEqual(linkIn("oceanside@dealers.example", "Pass it on"));
  });

  it("gives the lead to a dealer who accepts, once: reading the link decides nothing, a second answer shows the first", async () => {
    const { router, offers, answers } = process();
    const id = await lead({ zip: "92056" }, { form: "lac_contact_us", channels: ["email", "confirmation"] });
    await router.routeDue(start);
    await offers.deliverDue(start);
    const accept = linkIn("oceanside@dealers.example", "Accept the lead");
    const pass = linkIn("oceanside@dealers.example", "Pass it on");

    expect(await answers.view(accept, at(1))).toMatchObject({ status: "open", answer: "accept", offer: { dealerName: "Demo oceanside" } });
    expect(await answers.view(accept, at(1))).toMatchObject({ status: "open" });
    expect(await answers.answer(accept, at(2))).toMatchObject({ status: "decided", decision: "accepted", justNow: true });
    expect(await answers.answer(accept, at(3))).toMatchObject({ status: "decided", decision: "accepted", justNow: false });
    expect(await answers.answer(pass, at(3))).toMatchObject({ status: "decided", decision: "accepted", justNow: false });
    expect(await answers.view(pass, at(3))).toMatchObject({ status: "decided", decision: "accepted" });

    expect(await routingOf(id)).toMatchObject({ state: "accepted", nextStepAt: null });
    expect(await router.routeDue(at(48))).toMatchObject({ offered: 0, escalated: 0 });
    expect(await decisions(id)).toEqual([["oceanside", "accepted"]]);
    // The contact form's visitor hears which dealer took the lead; sales get no e-mail.
    expect(await channelsOf(id)).toEqual(["confirmation", "accepted"]);
    expect(publish).toHaveBeenCalledWith({ kind: "deliveries" });
  });

  it("hands the lead to the next nearest covering dealer on Pass, and to the sales inbox after two dealers", async () => {
    const { router, offers, answers } = process();
    const id = await lead({ zip: "92056" });
    await router.routeDue(start);
    await offers.deliverDue(start);
    expect(await answers.answer(linkIn("oceanside@dealers.example", "Pass it on"), at(1))).toMatchObject({
      decision: "passed",
      justNow: true,
    });
    expect(await decisions(id)).toEqual([
      ["oceanside", "passed"],
      ["carlsbad", null],
    ]);
    await offers.deliverDue(at(1));
    expect(await answers.answer(linkIn("carlsbad@dealers.example", "Pass it on"), at(2))).toMatchObject({ decision: "passed" });

    expect(await routingOf(id)).toMatchObject({ state: "escalated", nextStepAt: null });
    expect(await decisions(id)).toEqual([
      ["oceanside", "passed"],
      ["carlsbad", "passed"],
    ]);
    expect(await channelsOf(id)).toEqual(["email"]);
    expect(publish).toHaveBeenCalledWith({ kind: "deliveries" });
  });

  it("moves on when a dealer does not answer within DEALER_ACCEPT_HOURS, and then their links no longer decide", async () => {
    const { router, offers, answers } = process();
    const id = await lead({ zip: "92056" });
    await router.routeDue(start);
    await offers.deliverDue(start);
    const late = linkIn("oceanside@dealers.example", "Accept the lead");

    expect(await router.routeDue(new Date(at(24).getTime() - 1))).toMatchObject({ offered: 0 });
    expect(await router.routeDue(at(24))).toMatchObject({ offered: 1 });
    expect(await decisions(id)).toEqual([
      ["oceanside", "no_answer"],
      ["carlsbad", null],
    ]);
    expect(await answers.answer(late, at(25))).toMatchObject({ status: "decided", decision: "no_answer", justNow: false });

    expect(await router.routeDue(at(48))).toMatchObject({ escalated: 1 });
    expect(await decisions(id)).toEqual([
      ["oceanside", "no_answer"],
      ["carlsbad", "no_answer"],
    ]);
    expect(await channelsOf(id)).toEqual(["email"]);
  });

  it("offers a lead sent from a dealer's page to that dealer first; an unknown or inactive one is no choice", async () => {
    const { router } = process();
    const chosen = await lead({ zip: "92056" }, { chosen: "phoenix" });
    const closed = await lead({ zip: "92056" }, { chosen: "closed" });
    const unknown = await lead({ zip: "92056" }, { chosen: "no-such-dealer" });
    await router.routeDue(start);
    expect(await decisions(chosen)).toEqual([["phoenix", null]]);
    expect(await decisions(closed)).toEqual([["oceanside", null]]);
    expect(await decisions(unknown)).toEqual([["oceanside", null]]);
  });

  it("sends a lead no dealer covers, or whose code cannot be placed, to the sales inbox at once", async () => {
    const { router } = process();
    const far = await lead({ zip: "04101" });
    const nowhere = await lead({ zip: "00000" });
    expect(await router.routeDue(start)).toMatchObject({ escalated: 2 });
    for (const id of [far, nowhere]) {
      expect(await routingOf(id)).toMatchObject({ state: "escalated", nextStepAt: null });
      expect(await offersOf(id)).toEqual([]);
      expect(await channelsOf(id)).toEqual(["email"]);
    }
    expect((await routingOf(nowhere))?.place).toBeNull();
  });

  it("refuses links that are forged, expired, or whose lead is gone, and never decides through them", async () => {
    const { router, offers, answers } = process();
    const id = await lead({ zip: "92056" });
    await router.routeDue(start);
    await offers.deliverDue(start);
    const accept = linkIn("oceanside@dealers.example", "Accept the lead");
    const [offerId, , expires, signature] = accept.split(".");

    expect(await answers.answer(`${offerId}.pass.${expires}.${signature}`, at(1))).toEqual({ status: "invalid" });
    expect(await answers.answer(`${offerId}.accept.${Number(expires) + 1}.${signature}`, at(1))).toEqual({ status: "invalid" });
    expect(await answers.view("1.accept.x", at(1))).toEqual({ status: "invalid" });
    expect(await answers.view(`${"9".repeat(200)}`, at(1))).toEqual({ status: "invalid" });
    expect(await answers.answer(accept, at(7 * 24))).toEqual({ status: "expired" });
    expect(await decisions(id)).toEqual([["oceanside", null]]);

    await database.db.delete(leadSubmissions).where(eq(leadSubmissions.id, id));
    expect(await answers.view(accept, at(1))).toEqual({ status: "gone" });
    expect(await answers.answer(accept, at(1))).toEqual({ status: "gone" });
  });

  it("loses no lead when a process dies in the middle of a step: another takes it once the lease ends", async () => {
    const dying = gate();
    const dies = process({ dealersFor: () => dying.opened.then(() => Promise.reject(new Error("the process died"))) });
    const id = await lead({ zip: "92056" });
    const claimed = dies.router.routeDue(start);
    // The first process holds the lead: a second one finds nothing due until the lease ends.
    const second = process();
    expect(await second.router.routeDue(new Date(start.getTime() + LEASE - 1))).toMatchObject({ offered: 0 });
    dying.open();
    await claimed;
    expect(await decisions(id)).toEqual([]);
    expect(await second.router.routeDue(new Date(start.getTime() + LEASE))).toMatchObject({ offered: 1 });
    expect(await decisions(id)).toEqual([["oceanside", null]]);
  });

  it("e-mails an offer after a restart when the process stopped before sending it, and times it out in the new process", async () => {
    const before = process();
    const id = await lead({ zip: "92056" });
    await before.router.routeDue(start);
    await before.router.stop();
    expect(sent).toEqual([]);

    const after = process();
    expect(await after.offers.deliverDue(at(1))).toEqual({ delivered: 1, failed: 0 });
    expect(await after.router.routeDue(at(24))).toMatchObject({ offered: 1 });
    expect(await decisions(id)).toEqual([
      ["oceanside", "no_answer"],
      ["carlsbad", null],
    ]);
  });

  it("never offers a lead to two dealers at once when two processes race, nor when a Pass meets the timeout", async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => lead({ zip: "92056" })));
    const [one, two] = [process(), process()];
    await Promise.all([one.router.routeDue(start), two.router.routeDue(start), one.router.advance(ids[0]!, start)]);
    for (const id of ids) expect(await decisions(id)).toEqual([["oceanside", null]]);

    await one.offers.deliverDue(start);
    const pass = linkIn("oceanside@dealers.example", "Pass it on");
    const [offerId] = pass.split(".");
    const [passed] = await database.db
      .select({ lead: leadOffers.submissionId })
      .from(leadOffers)
      .where(eq(leadOffers.id, Number(offerId)));
    await Promise.all([two.answers.answer(pass, at(24)), one.router.routeDue(at(24)), two.router.routeDue(at(24))]);
    for (const id of ids) {
      const made = await offersOf(id);
      expect(made.filter((offer) => offer.decision === null)).toHaveLength(1);
      expect(made.map((offer) => offer.dealer.slug)).toEqual(["oceanside", "carlsbad"]);
      expect(made[0]!.decision).toEqual(id === passed!.lead ? expect.stringMatching(/^(passed|no_answer)$/) : "no_answer");
    }
  });
});
