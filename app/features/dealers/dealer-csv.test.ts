import { describe, expect, it } from "vitest";
import type { Dealer } from "./dealer";
import { DEALER_CSV_COLUMNS, dealersCsv, readDealerCsv } from "./dealer-csv";

const dealer: Dealer = {
  id: "5c02ec54-829a-447f-bcb2-5f510bdcc752",
  slug: "alamo-heights-door-co",
  name: '=HYPERLINK("http://evil.example","Alamo")',
  address: "165 Mill Street",
  city: "San Antonio",
  state: "TX",
  zip: "78205",
  country: "US",
  phone: "+1 555 555-0125",
  website: "https://alamo-heights-door-co.example",
  showroom: true,
  showroomPhoto: null,
  products: ["folding-doors", "windows"],
  hours: [{ days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "17:00" }],
  location: { lat: 29.4237, lng: -98.4925 },
  leadEmail: "leads@alamo.example",
  territory: { kind: "regions", regions: ["TX", "OK"] },
  locationOverride: false,
  active: true,
  updatedAt: new Date("2026-11-01T10:00:00Z"),
};

const header = DEALER_CSV_COLUMNS.join(",");

describe("dealers as CSV", () => {
  it("writes the documented columns, a cell that starts like a formula behind a quote", () => {
    const csv = dealersCsv([dealer]);
    const [first, second] = csv.split("\r\n");
    expect(first).toBe(
      "name,slug,address,city,state,zip,country,phone,website,lead_email,showroom,products,hours,territory_kind,territory_miles,territory_areas,latitude,longitude,active",
    );
    expect(second).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Alamo"")",alamo-heights-door-co,165 Mill Street,San Antonio,TX,78205,US,'+1 555 555-0125,https://alamo-heights-door-co.example,leads@alamo.example,yes,folding-doors; windows,Mon-Fri 08:00-17:00,regions,,"TX, OK",,,yes`,
    );
  });

  it("reads back what it writes: the same dealer, its formula text as text", () => {
    const read = readDealerCsv(dealersCsv([dealer]));
    expect(read).toEqual({
      lines: [
        {
          line: 2,
          input: expect.objectContaining({
            slug: "alamo-heights-door-co",
            name: dealer.name,
            phone: "+1 555 555-0125",
            products: ["folding-doors", "windows"],
            hours: dealer.hours,
            territory: { kind: "regions", regions: ["TX", "OK"] },
            showroom: true,
            active: true,
          }),
        },
      ],
    });
  });

  it("reports each line that needs a change with its number and why", () => {
    const good = dealersCsv([dealer]).split("\r\n")[1]!;
    const text = [
      header,
      good,
      good.replace("leads@alamo.example", "nobody"),
      "too,few,cells",
      good.replace(",TX,78205,", ",ZZ,78205,"),
    ].join("\n");
    const read = readDealerCsv(text);
    expect(read).toEqual({
      errors: [
        { line: 3, message: expect.stringMatching(/^lead_email: An e-mail address/) },
        { line: 4, message: "It has 3 cells where the first line names 19 columns." },
        { line: 5, message: "state: Choose a state or province." },
      ],
    });
  });

  it("refuses a file that is no CSV of dealers: NUL, other columns, no lines, an open quote", () => {
    expect(readDealerCsv(`${header}\n\u0000`)).toEqual({ refused: expect.stringContaining("NUL") });
    expect(readDealerCsv("source,target,status\n/a,/b,301")).toEqual({
      refused: expect.stringMatching(/Missing: name, slug.*Unknown: source, target, status\.$/),
    });
    expect(readDealerCsv(header)).toEqual({ refused: expect.stringContaining("no dealers") });
    expect(readDealerCsv(`${header}\n"open`)).toEqual({
      errors: [{ line: 2, message: 'A quote (") opened on this line is never closed.' }],
    });
  });

  it("reads the columns in any order, after a byte-order mark", () => {
    const cells: Record<string, string> = {
      ...Object.fromEntries(DEALER_CSV_COLUMNS.map((column) => [column, ""])),
      name: "Reordered",
      address: "1 Main St",
      city: "San Antonio",
      state: "TX",
      zip: "78205",
      country: "US",
      phone: "555 555 0125",
      lead_email: "a@b.example",
      products: "windows",
      territory_kind: "radius",
      territory_miles: "40",
    };
    const columns = [...DEALER_CSV_COLUMNS].reverse();
    const text = `\uFEFF${columns.join(",")}\n${columns.map((column) => cells[column]).join(",")}`;
    expect(readDealerCsv(text)).toEqual({
      lines: [
        {
          line: 2,
          input: expect.objectContaining({ name: "Reordered", slug: undefined, products: ["windows"], active: false, showroom: false }),
        },
      ],
    });
  });
});
