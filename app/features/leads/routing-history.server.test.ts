import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../../server/storage/db";
import { emptyTables, testDatabases } from "../../../tests/support/database";
import { dealersAroundOceanside } from "../../../tests/support/dealers";
import { silentLogger } from "../../../tests/support/silent-logger";
import { createAuditLog } from "~/features/audit/index.server";
import { createDealerService, createLeadMatching } from "~/features/dealers/index.server";
import { createDealerAnswers } from "./dealer-answers.server";
import { createOfferLinks } from "./offer-links.server";
import { queueLead } from "./queue-lead.server";
import { createLeadRouter } from "./router.server";
import { routingHistory } from "./routing-history.server";
import { leadOffers, leadRouting, leadSubmissions } from "./tables.server";

const HOUR = 60 * 60 * 1000;
const start = new Date("2026-11-30T15:00:00Z");
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
const iso = (hours: number) => at(hours).toISOString();
const changes = { publish: async () => {} };
const links = createOfferLinks("a-test-secret-of-the-fill-tokens-0123456789");

describe.each(testDatabases())("a lead's routing history on $name", ({ open }) => {
  let database: Database;

  // One database for the file, emptied before each test: as fresh as a new copy, and far cheaper.
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await emptyTables(database);
    await createDealerService(database.db).saveSeedDealers(dealersAroundOceanside);
  });

  function router() {
    const offers = { deliverDue: async () => ({ delivered: 0, failed: 0 }), stop: async () => {} };
    const matching = createLeadMatching(createDealerService(database.db));
    return createLeadRouter({ db: database.db, log: silentLogger, acceptHours: 24, matching, offers, changes });
  }

  /** A lead stored at `start`, routed to dealers unless `routed` is false. */
  async function lead(zip: string, { form = "lac_request_quote", routed = true, spam = false } = {}) {
    const id = randomUUID();
    await database.db.transaction(async (tx) => {
      await tx.insert(leadSubmissions).values({
        id,
        form,
        fields: { first_name: "Ana", last_name: "Ruiz", zip },
        photos: [],
        createdAt: start,
        spamReason: spam ? "too_fast" : null,
      });
      await queueLead(tx, id, ["email"], routed ? { chosenDealer: null } : null);
    });
    await database.db.update(leadRouting).set({ nextStepAt: start }).where(eq(leadRouting.submissionId, id));
    return { id, form, spamReason: spam ? "too_fast" : null };
  }

  const history = (found: Parameters<typeof routingHistory>[2]) => routingHistory(database.db, createAuditLog(database.db), found);
  const oceanside = { name: "Demo oceanside", slug: "oceanside" };
  const carlsbad = { name: "Demo carlsbad", slug: "carlsbad" };

  it("tells who was offered the lead, when, that neither answered in time, and when and why it reached the sales inbox", async () => {
    const routes = router();
    const found = await lead("92056");
    await routes.routeDue(start);
    await database.db
      .update(leadOffers)
      .set({ deliveredAt: at(0.5) })
      .where(eq(leadOffers.submissionId, found.id));
    await routes.routeDue(at(24));
    await routes.routeDue(at(48));
    expect(await history(found)).toEqual({
      state: "escalated",
      place: "92056 (Oceanside, CA)",
      events: [
        { kind: "offered", at: iso(0), dealer: oceanside, byHand: false, answerBy: iso(24), emailedAt: iso(0.5) },
        { kind: "answered", at: iso(24), dealer: oceanside, decision: "no_answer" },
        { kind: "offered", at: iso(24), dealer: carlsbad, byHand: false, answerBy: iso(48), emailedAt: null },
        { kind: "answered", at: iso(48), dealer: carlsbad, decision: "no_answer" },
        { kind: "escalated", at: iso(48), reason: "dealers_declined" },
      ],
    });
  });

  it("tells which dealer accepted, and which passed before", async () => {
    const routes = router();
    const answers = createDealerAnswers({ db: database.db, log: silentLogger, links, router: routes, changes });
    const found = await lead("92056");
    await routes.routeDue(start);
    /** The dealer asked now answers through its link, `hours` after the lead came in. */
    const answer = async (answer: "accept" | "pass", hours: number) => {
      const offers = await database.db.select().from(leadOffers).where(eq(leadOffers.submissionId, found.id));
      const asked = offers.find((offer) => offer.decision === null)!;
      await answers.answer(links.token({ offerId: asked.id, answer, expiresAt: at(100) }), at(hours));
    };
    await answer("pass", 1);
    expect((await history(found))?.state).toBe("offered");
    await answer("accept", 2);
    expect(await history(found)).toMatchObject({
      state: "accepted",
      events: [
        { kind: "offered", dealer: oceanside },
        { kind: "answered", at: iso(1), dealer: oceanside, decision: "passed" },
        { kind: "offered", at: iso(1), dealer: carlsbad },
        { kind: "answered", at: iso(2), dealer: carlsbad, decision: "accepted" },
      ],
    });
  });

  it("says when no dealer covers the place, when the code cannot be placed, and when routing was off", async () => {
    const routes = router();
    const billings = await lead("59101");
    const nowhere = await lead("00000");
    await routes.routeDue(at(1));
    expect(await history(billings)).toEqual({
      state: "escalated",
      place: "59101 (Billings, MT)",
      events: [{ kind: "escalated", at: iso(1), reason: "not_covered" }],
    });
    expect(await history(nowhere)).toEqual({
      state: "escalated",
      place: null,
      events: [{ kind: "escalated", at: iso(1), reason: "not_placed" }],
    });
    expect(await history(await lead("92056", { routed: false }))).toEqual({ state: "off", place: null, events: [] });
  });

  it("has nothing to say of a form that is never routed, nor of suspected spam", async () => {
    expect(await history(await lead("92056", { form: "lac_become_dealer", routed: false }))).toBeNull();
    expect(await history(await lead("92056", { spam: true, routed: false }))).toBeNull();
  });
});
