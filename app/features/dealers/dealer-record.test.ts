import { describe, expect, it } from "vitest";
import { type DealerRecord, DealerRecordFields, dealerInputOf } from "./dealer-record";

const record = (more: Record<string, unknown> = {}): DealerRecord =>
  DealerRecordFields.parse({
    name: "Kenai Glass",
    slug: "",
    address: "1 Main St",
    city: "Kenai",
    state: "AK",
    zip: "99611",
    country: "US",
    phone: "(555) 010-0100",
    website: "",
    lead_email: "leads@kenai.example",
    products: ["windows"],
    hours: "Mon-Fri 08:00-17:00",
    territory_kind: "radius",
    territory_miles: "40",
    territory_areas: "",
    latitude: "",
    longitude: "",
    showroom: "yes",
    active: "yes",
    ...more,
  });

describe("a dealer's record", () => {
  it("becomes the dealer it describes: no slug, a territory by miles, hours and boxes read", () => {
    expect(dealerInputOf(record())).toEqual({
      ok: true,
      input: expect.objectContaining({
        slug: undefined,
        website: null,
        leadEmail: "leads@kenai.example",
        territory: { kind: "radius", miles: 40 },
        hours: [{ days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "17:00" }],
        showroom: true,
        active: true,
      }),
    });
    expect(dealerInputOf(record({ territory_kind: "prefixes", territory_areas: "995, 996;m5v" }))).toMatchObject({
      ok: true,
      input: { territory: { kind: "prefixes", prefixes: ["995", "996", "M5V"] } },
    });
  });

  it("puts the dealer schema's messages at the record's fields", () => {
    const read = dealerInputOf(
      record({
        lead_email: "nobody",
        territory_kind: "regions",
        territory_areas: "AK, XX",
        latitude: "95",
        longitude: "east",
        slug: "Not A Slug",
      }),
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        lead_email: [expect.stringMatching(/^An e-mail address/)],
        territory_areas: [expect.stringMatching(/state or Canadian province abbreviation/)],
        latitude: ["A latitude from -90 to 90."],
        longitude: ["A longitude: a number from -180 to 180."],
        slug: [expect.stringMatching(/^Lower-case letters/)],
      },
    });
    expect(dealerInputOf(record({ state: "ON" }))).toEqual({ ok: false, errors: { state: ["ON is not in US"] } });
    expect(dealerInputOf(record({ territory_miles: "" }))).toEqual({
      ok: false,
      errors: { territory_miles: [expect.stringMatching(/^Give the miles around the dealer/)] },
    });
  });
});
