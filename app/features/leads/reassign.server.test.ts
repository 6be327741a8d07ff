import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../server/storage/db";
import { emptyTables, testDatabases } from "../../../tests/support/database";
import { dealersAroundOceanside } from "../../../tests/support/dealers";
import { silentLogger } from "../../../tests/support/silent-logger";
import { createAuditLog } from "~/features/audit/index.server";
import { createDealerService, createLeadMatching } from "~/features/dealers/index.server";
import { createDealerAnswers } from "./dealer-answers.server";
import { createOfferLinks } from "./offer-links.server";
import { queueLead } from "./queue-lead.server";
import { createLeadReassignment } from "./reassign.server";
import { createLeadRouter } from "./router.server";
import { REASSIGNED } from "./routing-history";
import { routingHistory } from "./routing-history.server";
import { leadDeliveries, leadOffers, leadRouting, leadSubmissions } from "./tables.server";

const HOUR = 60 * 60 * 1000;
const start = new Date("2026-11-30T15:00:00Z");
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
const iso = (hours: number) => at(hours).toISOString();
const links = createOfferLinks("a-test-secret-of-the-fill-tokens-0123456789");
const sam = { id: "u-sam", name: "Sam Sales" };

describe.each(testDatabases())("sales reassigning a lead by hand on $name", ({ open }) => {
  let database: Database;
  const publish = vi.fn(async () => {});
  const wake = vi.fn();

  // One database for the file, emptied before each test: as fresh as a new copy, and far cheaper.
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await emptyTables(database);
    publish.mockClear();
    wake.mockClear();
    await createDealerService(database.db).saveSeedDealers(dealersAroundOceanside);
  });

  /** The router, the dealers' answers and the reassignment of one process. */
  function desk() {
    const changes = { publish };
    const matching = createLeadMatching(createDealerService(database.db));
    const offers = { deliverDue: async () => ({ delivered: 0, failed: 0 }), stop: async () => {} };
    const router = createLeadRouter({ db: database.db, log: silentLogger, acceptHours: 24, matching, offers, changes });
    const audit = createAuditLog(database.db);
    const reassignment = createLeadReassignment({ db: database.db, audit, acceptHours: 24, matching, changes, wake });
    const answers = createDealerAnswers({ db: database.db, log: silentLogger, links, router, changes });
    return { router, audit, reassignment, answers };
  }

  /** A quote from `zip` stored at `start`, routed to dealers unless `routed` is false. */
  async function lead(zip = "92056", { form = "lac_request_quote", routed = true } = {}) {
    const id = randomUUID();
    await database.db.transaction(async (tx) => {
      await tx.insert(leadSubmissions).values({ id, form, fields: { first_name: "Ana", zip }, photos: [], createdAt: start });
      await queueLead(tx, id, ["email"], routed ? { chosenDealer: null } : null);
    });
    await database.db.update(leadRouting).set({ nextStepAt: start }).where(eq(leadRouting.submissionId, id));
    return { id, form, spamReason: null };
  }

  const offersOf = async (id: string) =>
    (await database.db.select().from(leadOffers).where(eq(leadOffers.submissionId, id)).orderBy(asc(leadOffers.id))).map((offer) => [
      offer.dealer.slug,
      offer.byHand,
      offer.decision,
    ]);
  const routingOf = async (id: string) => (await database.db.select().from(leadRouting).where(eq(leadRouting.submissionId, id)))[0];
  const salesEmails = async (id: string) =>
    (await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.submissionId, id))).filter((row) => row.channel === "email")
      .length;
  /** The link the dealer asked first got: after a reassignment, it decides nothing. */
  const firstLink = async (id: string, answer: "accept" | "pass") => {
    const [first] = await database.db.select().from(leadOffers).where(eq(leadOffers.submissionId, id)).orderBy(asc(leadOffers.id));
    return links.token({ offerId: first!.id, answer, expiresAt: at(100) });
  };

  it("offers the lead to the dealer sales chose, withdrawing the open offer, whose links then answer as taken back", async () => {
    const { router, audit, reassignment, answers } = desk();
    const found = await lead();
    await router.routeDue(start);
    expect(await reassignment.reassign(sam, found.id, { dealer: "los-angeles" }, at(2))).toEqual({
      ok: true,
      changed: true,
      dealerName: "Demo los-angeles",
    });

    expect(await offersOf(found.id)).toEqual([
      ["oceanside", false, "withdrawn"],
      ["los-angeles", true, null],
    ]);
    expect(await routingOf(found.id)).toMatchObject({ state: "offered", nextStepAt: at(26) });
    expect(wake).toHaveBeenCalled();
    for (const answer of ["accept", "pass"] as const)
      expect(await answers.answer(await firstLink(found.id, answer), at(3))).toMatchObject({
        status: "decided",
        decision: "withdrawn",
        justNow: false,
      });
    expect((await routingOf(found.id))?.state).toBe("offered");

    const [entry] = await audit.about("leads", `lead ${found.id.slice(0, 8)}`, REASSIGNED);
    expect(entry).toMatchObject({
      actorName: "Sam Sales",
      at: iso(2),
      before: { dealer: "Demo oceanside", routing: "offered" },
      after: { lead: found.id, dealer: { name: "Demo los-angeles", slug: "los-angeles" } },
    });
    expect((await routingHistory(database.db, audit, found))?.events).toEqual([
      expect.objectContaining({ kind: "offered", at: iso(0), dealer: { name: "Demo oceanside", slug: "oceanside" }, byHand: false }),
      { kind: "answered", at: iso(2), dealer: { name: "Demo oceanside", slug: "oceanside" }, decision: "withdrawn" },
      { kind: "reassigned", at: iso(2), by: "Sam Sales", to: { name: "Demo los-angeles", slug: "los-angeles" } },
      expect.objectContaining({ kind: "offered", at: iso(2), dealer: { name: "Demo los-angeles", slug: "los-angeles" }, byHand: true }),
    ]);
  });

  it("brings the lead back to the sales inbox, not to another dealer, when the dealer chosen by hand lets it wait", async () => {
    const { router, audit, reassignment } = desk();
    const found = await lead();
    await reassignment.reassign(sam, found.id, { dealer: "phoenix" }, start);
    expect(await router.routeDue(at(24))).toMatchObject({ escalated: 1, offered: 0 });
    expect(await offersOf(found.id)).toEqual([["phoenix", true, "no_answer"]]);
    expect(await salesEmails(found.id)).toBe(1);
    expect((await routingHistory(database.db, audit, found))?.events.at(-1)).toEqual({
      kind: "escalated",
      at: iso(24),
      reason: "hand_offer_declined",
    });
  });

  it("takes the lead into the sales inbox with its e-mail, once, even from the dealer who accepted it", async () => {
    const { router, audit, reassignment, answers } = desk();
    const found = await lead();
    await router.routeDue(start);
    await answers.answer(await firstLink(found.id, "accept"), at(1));
    expect(await reassignment.reassign(sam, found.id, { dealer: null }, at(2))).toMatchObject({ ok: true, changed: true });
    expect(await reassignment.reassign(sam, found.id, { dealer: null }, at(3))).toMatchObject({ ok: true, changed: false });

    expect(await offersOf(found.id)).toEqual([["oceanside", false, "accepted"]]);
    expect(await routingOf(found.id)).toMatchObject({ state: "escalated", nextStepAt: null });
    expect(await salesEmails(found.id)).toBe(1);
    expect(publish).toHaveBeenCalledWith({ kind: "deliveries" });
    const routing = await routingHistory(database.db, audit, found);
    expect(routing?.state).toBe("escalated");
    expect(routing?.events.at(-1)).toEqual({ kind: "reassigned", at: iso(2), by: "Sam Sales", to: null });
    expect(routing?.events.some((event) => event.kind === "escalated")).toBe(false);
    expect(await audit.about("leads", `lead ${found.id.slice(0, 8)}`, REASSIGNED)).toHaveLength(1);
  });

  it("routes by hand a lead whose form's routing was off, and refuses an unknown dealer, a closed one, and a form never routed", async () => {
    const { reassignment } = desk();
    const off = await lead("92056", { routed: false });
    expect(await reassignment.reassign(sam, off.id, { dealer: null })).toMatchObject({ ok: true, changed: false });
    expect(await reassignment.reassign(sam, off.id, { dealer: "carlsbad" }, at(1))).toMatchObject({ ok: true, changed: true });
    expect(await routingOf(off.id)).toMatchObject({ state: "offered", nextStepAt: at(25) });
    expect(await reassignment.reassign(sam, off.id, { dealer: "carlsbad" }, at(2))).toMatchObject({ ok: true, changed: false });

    expect(await reassignment.reassign(sam, off.id, { dealer: "no-such-dealer" })).toEqual({ ok: false, reason: "no_dealer" });
    expect(await reassignment.reassign(sam, off.id, { dealer: "closed" })).toEqual({ ok: false, reason: "no_dealer" });
    const application = await lead("92056", { form: "lac_become_dealer", routed: false });
    expect(await reassignment.reassign(sam, application.id, { dealer: "carlsbad" })).toEqual({ ok: false, reason: "not_routable" });
    expect(await reassignment.reassign(sam, randomUUID(), { dealer: null })).toEqual({ ok: false, reason: "not_found" });
    expect(await offersOf(off.id)).toEqual([["carlsbad", true, null]]);
  });

  it("lists the active dealers nearest the lead with their distance, or those a search finds", async () => {
    const { reassignment } = desk();
    const found = await lead();
    const nearest = await reassignment.choices(found.id, "");
    expect(nearest.map((dealer) => dealer.slug)).toEqual(["oceanside", "carlsbad", "los-angeles", "phoenix"]);
    expect(nearest[0]).toEqual({ slug: "oceanside", name: "Demo oceanside", city: expect.any(String), state: "CA", distance: "0.0 mi" });
    expect((await reassignment.choices(found.id, "phoe")).map((dealer) => [dealer.slug, dealer.distance])).toEqual([
      ["phoenix", expect.stringMatching(/^\d{3}\.\d mi$/)],
    ]);
    const nowhere = await lead("00000");
    expect((await reassignment.choices(nowhere.id, "")).every((dealer) => dealer.distance === null)).toBe(true);
  });

  it("never leaves two offers open when the router's deadline and a reassignment meet", async () => {
    const { router, reassignment } = desk();
    const found = await lead();
    await router.routeDue(start);
    await Promise.all([router.routeDue(at(24)), reassignment.reassign(sam, found.id, { dealer: "phoenix" }, at(24))]);
    const open = (await offersOf(found.id)).filter(([, , decision]) => decision === null);
    expect(open).toHaveLength(1);
    expect(await routingOf(found.id)).toMatchObject({ state: "offered" });
  });
});
