import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadDealer } from "~/features/dealers/index.server";
import { parseCsv } from "~/lib/csv";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { leadsCsv } from "./export.server";
import type { OfferDecision, RoutingState } from "./routing";
import { leadOffers, leadRouting, leadSubmissions } from "./tables.server";

const HOUR = 60 * 60 * 1000;
const dealer = (slug: string, name: string): LeadDealer => ({
  id: randomUUID(),
  slug,
  name,
  leadEmail: `${slug}@dealers.example`,
  phone: "(555) 010-0000",
  website: null,
  city: "Oceanside",
  state: "CA",
});
const harborline = dealer("harborline", "Harborline Door Studio");
const mesa = dealer("mesa-verde", "Mesa Verde Glassworks, Inc.");

describe.each(testDatabases())("the leads' CSV export on $name", ({ open }) => {
  let database: Database;

  /** A quote lead from `email`, routed as `routing` says (none: never routed), offered in turn to `offers`. */
  async function lead(email: string, routing: RoutingState | null, offers: [LeadDealer, OfferDecision | null][] = [], locale = "en-US") {
    const id = randomUUID();
    const at = Date.parse("2026-11-30T15:00:00Z");
    await database.db.insert(leadSubmissions).values({
      id,
      form: "lac_request_quote",
      fields: { first_name: "Ana", last_name: "Ruiz", email, zip: "92056" },
      photos: [],
      locale,
    });
    if (routing) await database.db.insert(leadRouting).values({ submissionId: id, state: routing, place: "92056 (Oceanside, CA)" });
    for (const [index, [offered, decision]] of offers.entries())
      await database.db.insert(leadOffers).values({
        submissionId: id,
        dealer: offered,
        offeredAt: new Date(at + index * HOUR),
        answerBy: new Date(at + (index + 24) * HOUR),
        decision,
        decidedAt: decision ? new Date(at + (index + 1) * HOUR) : null,
      });
  }

  beforeAll(async () => {
    database = await open();
    await lead("waiting@example.com", "offered", [
      [harborline, "passed"],
      [mesa, null],
    ]);
    await lead("accepted@example.com", "accepted", [[harborline, "accepted"]]);
    // Accepted, then given by sales to another dealer, who has not answered yet.
    await lead("given@example.com", "offered", [
      [harborline, "accepted"],
      [mesa, null],
    ]);
    await lead("escalated@example.com", "escalated", [
      [harborline, "passed"],
      [mesa, "no_answer"],
    ]);
    await lead("routing@example.com", "routing");
    await lead("never@example.com", null);
    await lead("french@example.com", null, [], "fr-CA");
  });
  afterAll(() => database.close());

  it("says where each lead's routing stands and which dealer has it: asked now, or who accepted it", async () => {
    const csv = await leadsCsv(database.db, { form: "lac_request_quote", from: new Date(0) }, new Map());
    const [header, ...leads] = parseCsv(csv).records.map((record) => record.cells);
    expect(header!.slice(-6)).toEqual(["routing", "dealer", "dealer_name", "photos", "delivered", "notes"]);
    const routingOf = (email: string) => leads.find((cells) => cells.includes(email))!.slice(-6, -3);
    expect(routingOf("waiting@example.com")).toEqual(["offered", "mesa-verde", "Mesa Verde Glassworks, Inc."]);
    expect(routingOf("accepted@example.com")).toEqual(["accepted", "harborline", "Harborline Door Studio"]);
    expect(routingOf("given@example.com")).toEqual(["offered", "mesa-verde", "Mesa Verde Glassworks, Inc."]);
    expect(routingOf("escalated@example.com")).toEqual(["escalated", "", ""]);
    expect(routingOf("routing@example.com")).toEqual(["routing", "", ""]);
    expect(routingOf("never@example.com")).toEqual(["", "", ""]);
  });

  it("names the locale each lead was sent in, beside its form", async () => {
    const csv = await leadsCsv(database.db, { form: "lac_request_quote", from: new Date(0) }, new Map());
    const [header, ...leads] = parseCsv(csv).records.map((record) => record.cells);
    expect(header!.slice(0, 4)).toEqual(["id", "submitted_at", "form", "locale"]);
    const localeOf = (email: string) => leads.find((cells) => cells.includes(email))![3];
    expect(localeOf("french@example.com")).toBe("fr-CA");
    expect(localeOf("never@example.com")).toBe("en-US");
  });
});
