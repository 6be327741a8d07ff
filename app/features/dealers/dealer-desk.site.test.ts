import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "~/features/audit/index.server";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { signedInStaff } from "../../../tests/support/staff";
import type { StaffRole } from "../accounts";
import { dealers } from "./tables.server";

const SITE = "http://localhost:3000";

const decoded = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");
const fieldError = (html: string, name: string) => decoded(html.match(new RegExp(`data-field-error="${name}"[^>]*>([^<]*)<`))?.[1] ?? "");
const dealerNames = (html: string) => [...html.matchAll(/<h3 id="dealer-([^"]+)"/g)].map((match) => match[1]);

/** A new dealer's form as a browser without JavaScript posts it. */
const northStar = {
  intent: "save",
  name: "North Star Openings",
  slug: "",
  address: "12 Aurora Way",
  city: "Fairbanks",
  state: "AK",
  zip: "99701",
  country: "US",
  phone: "(555) 010-0199",
  website: "https://north-star.example",
  lead_email: "leads@north-star.example",
  showroom: "true",
  "products[]": "folding-doors",
  hours: "Mon-Fri 08:00-17:00\nSat 10:00-14:00",
  territory_kind: "radius",
  territory_miles: "10",
  territory_areas: "",
  latitude: "",
  longitude: "",
  active: "true",
};

// The dealer desk over the real Hono app and React Router, as a browser without JavaScript uses it.
describe.each(siteTestDatabases())("the dealer desk on $name", ({ open }) => {
  let site: TestSite;
  const cookies = new Map<StaffRole, string>();
  const request = (target: string, role: StaffRole, init: RequestInit = {}) =>
    site.app.request(`${SITE}${target}`, {
      redirect: "manual",
      ...init,
      headers: { Origin: SITE, cookie: cookies.get(role) ?? "", ...init.headers },
    });
  const post = (target: string, role: StaffRole, fields: Record<string, string> | FormData) =>
    request(target, role, { method: "POST", body: fields instanceof FormData ? fields : new URLSearchParams(fields) });
  const page = async (target: string, role: StaffRole = "sales", status = 200) => {
    const response = await request(target, role);
    expect(response.status, target).toBe(status);
    return decoded(await response.text());
  };
  const dealerId = async (slug: string) => (await site.db.select({ id: dealers.id }).from(dealers).where(eq(dealers.slug, slug)))[0]!.id;
  const csvUpload = (text: string | Uint8Array<ArrayBuffer>) => {
    const form = new FormData();
    form.set("intent", "import");
    form.set("file", new File([text], "dealers.csv", { type: "text/csv" }));
    return form;
  };

  beforeAll(async () => {
    site = await openTestSite(await open());
    for (const role of ["admin", "editor", "sales"] as const) cookies.set(role, await signedInStaff(site, role));
  }, 480_000);
  afterAll(() => site.close());

  it("lists the dealers with their place, territory, lead address and last change, searched and filtered in the address", async () => {
    const list = await page("/admin/dealers");
    expect(list).toContain('href="/admin/dealers"');
    expect(list).toMatch(/<p role="status"[^>]*>6\d dealers<\/p>/);
    expect(list).toContain('<th scope="row"');
    expect(list).toContain("Harborline Door Studio</a>");
    expect(list).toContain("Oceanside, CA 92056");
    expect(list).toMatch(/\d+ mi around|Prefixes \d{3}/);
    expect(list).toContain('href="/admin/dealers/new"');
    const searched = await page("/admin/dealers?q=oceanside");
    expect(searched).toMatch(/<p role="status"[^>]*>1 dealer<\/p>/);
    const canadian = await page("/admin/dealers?country=CA&state=ON&status=active");
    expect(canadian).toContain("Harbourfront Door Studio");
    expect(canadian).not.toContain("Harborline Door Studio");
    // What the filter cannot read is no filter: never an error.
    expect(await page("/admin/dealers?state=XX&page=-3&country=DE&status=all&q=%25_%27%3B")).toContain("No dealer matches this search.");
  });

  it("shows editors the dealers without any form, and refuses their posts before anything changes", async () => {
    const list = await page("/admin/dealers", "editor");
    expect(list).toContain("Harborline Door Studio");
    expect(list).not.toContain('href="/admin/dealers/new"');
    expect(list).not.toContain('name="intent"');
    expect(list).toContain('href="/admin/dealers/export.csv"');
    const id = await dealerId("harborline-door-studio");
    const dealer = await page(`/admin/dealers/${id}`, "editor");
    expect(dealer).toContain("E-mail for leads");
    expect(dealer).not.toContain('name="intent"');
    expect(dealer).not.toContain("Deactivate the dealer");
    expect((await request("/admin/dealers/new", "editor")).status).toBe(403);
    const refused = await post(`/admin/dealers/${id}`, "editor", { intent: "deactivate" });
    expect(refused.status).toBe(403);
    expect((await site.services.dealers.activeBySlug("harborline-door-studio"))?.active).toBe(true);
    expect((await post("/admin/dealers/new", "editor", northStar)).status).toBe(403);
    expect((await post("/admin/dealers", "editor", csvUpload("name\n"))).status).toBe(403);
  });

  it("adds a dealer from the form: placed from its ZIP, in the locator at once, its page up, the change audited", async () => {
    const before = await page("/find-a-dealer?near=99701&radius=25");
    expect(dealerNames(before)).not.toContain("north-star-openings-fairbanks");
    const added = await post("/admin/dealers/new", "sales", northStar);
    expect(added.status).toBe(303);
    const location = added.headers.get("location") ?? "";
    expect(location).toMatch(/^\/admin\/dealers\/[0-9a-f-]{36}\?saved=added$/);
    const edit = await page(location);
    expect(edit).toContain("The dealer is added.");
    expect(edit).toContain('value="north-star-openings-fairbanks"');
    expect(edit).toContain("Mon-Fri 08:00-17:00; Sat 10:00-14:00");
    expect(dealerNames(await page("/find-a-dealer?near=99701&radius=25"))).toContain("north-star-openings-fairbanks");
    expect(await page("/find-a-dealer/north-star-openings-fairbanks")).toContain("North Star Openings");
    const [entry] = await site.db.select().from(auditEntries).where(eq(auditEntries.area, "dealers"));
    expect(entry).toMatchObject({
      action: "added",
      subject: "North Star Openings (north-star-openings-fairbanks)",
      actorName: "The sales",
    });
  });

  it("refuses a form with the messages at its fields and what was typed, and places a code it cannot place only by hand", async () => {
    const unnamed = await post("/admin/dealers/new", "sales", { ...northStar, name: "", state: "" });
    expect(unnamed.status).toBe(400);
    const blank = decoded(await unnamed.text());
    expect(fieldError(blank, "name")).toBe("Enter the dealer's name.");
    expect(fieldError(blank, "state")).toBe("Choose a state or province.");
    expect(blank).toContain('value="leads@north-star.example"');
    const refused = await post("/admin/dealers/new", "sales", {
      ...northStar,
      lead_email: "not an address",
      zip: "99999",
      territory_miles: "900",
      hours: "whenever",
      website: "javascript:alert(1)",
    });
    expect(refused.status).toBe(400);
    const html = decoded(await refused.text());
    expect(fieldError(html, "lead_email")).toMatch(/An e-mail address/);
    expect(fieldError(html, "territory_miles")).toBe("At most 500 miles.");
    expect(fieldError(html, "hours")).toContain('"whenever"');
    expect(fieldError(html, "website")).toMatch(/https:\/\//);
    expect(html).toContain('value="not an address"');
    const unplaced = await post("/admin/dealers/new", "sales", { ...northStar, slug: "nowhere", zip: "99999" });
    expect(unplaced.status).toBe(400);
    expect(fieldError(decoded(await unplaced.text()), "zip")).toMatch(/cannot place the postal code 99999/);
    const byHand = await post("/admin/dealers/new", "sales", {
      ...northStar,
      slug: "nowhere",
      zip: "99999",
      latitude: "64.8",
      longitude: "-147.7",
    });
    expect(byHand.status).toBe(303);
    const outOfRange = await post("/admin/dealers/new", "sales", { ...northStar, slug: "far", latitude: "91", longitude: "" });
    const far = decoded(await outOfRange.text());
    expect(fieldError(far, "longitude")).toBe("Give both latitude and longitude, or leave both empty.");
  });

  it("answers hostile posts with 400 and a message, never 500", async () => {
    const hostile = [
      { ...northStar, name: "A\u0000".repeat(5000) },
      { ...northStar, state: "'; drop table dealers; --", country: "XX", territory_kind: "everything" },
      { ...northStar, "products[]": "../../etc/passwd", showroom: "maybe" },
      { ...northStar, territory_kind: "prefixes", territory_areas: "<script>, 1e9, ZZZ" },
      { intent: "save" },
      { intent: "drop" },
    ];
    for (const fields of hostile) {
      const answer = await post("/admin/dealers/new", "sales", fields);
      expect([fields.intent, answer.status]).toEqual([fields.intent, 400]);
    }
    const id = await dealerId("harborline-door-studio");
    expect((await post(`/admin/dealers/${id}`, "sales", { intent: "drop" })).status).toBe(400);
    expect((await request("/admin/dealers/not-a-uuid", "sales")).status).toBe(404);
    expect((await post("/admin/dealers/00000000-0000-4000-8000-000000000000", "sales", { intent: "deactivate" })).status).toBe(404);
  });

  it("edits a dealer, and deactivating one takes it off the locator and its page until it is reactivated", async () => {
    const id = await dealerId("north-star-openings-fairbanks");
    const saved = await post(`/admin/dealers/${id}`, "admin", { ...northStar, name: "North Star Door Studio", slug: "north-star" });
    expect(saved.status).toBe(303);
    expect(await page("/find-a-dealer/north-star")).toContain("North Star Door Studio");
    expect((await request("/find-a-dealer/north-star-openings-fairbanks", "sales")).status).toBe(404);

    const deactivated = await post(`/admin/dealers/${id}`, "sales", { intent: "deactivate" });
    expect(deactivated.status).toBe(200);
    expect(decoded(await deactivated.text())).toContain("North Star Door Studio is deactivated");
    expect(dealerNames(await page("/find-a-dealer?near=99701&radius=25"))).not.toContain("north-star");
    expect((await request("/find-a-dealer/north-star", "sales")).status).toBe(404);
    expect(await page("/admin/dealers?status=inactive")).toContain("North Star Door Studio");

    expect((await post(`/admin/dealers/${id}`, "sales", { intent: "reactivate" })).status).toBe(200);
    expect(dealerNames(await page("/find-a-dealer?near=99701&radius=25"))).toContain("north-star");
  });

  describe("CSV export and import", () => {
    const exported = async (role: StaffRole = "sales") => {
      const response = await request("/admin/dealers/export.csv", role);
      expect(response.status).toBe(200);
      return response;
    };
    const importing = async (text: string | Uint8Array<ArrayBuffer>, role: StaffRole = "sales") => {
      const response = await post("/admin/dealers", role, csvUpload(text));
      return { status: response.status, html: decoded(await response.text()) };
    };

    it("exports every dealer in the import's columns, as a private download safe to open in a spreadsheet", async () => {
      await site.db.update(dealers).set({ name: '=HYPERLINK("http://evil.example")' }).where(eq(dealers.slug, "cream-city-glass"));
      const response = await exported("editor");
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="dealers-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const lines = (await response.text()).trimEnd().split("\r\n");
      expect(lines[0]).toMatch(/^name,slug,address,city,state,zip,country,phone,website,lead_email,showroom,products,hours,territory_kind/);
      expect(lines.length).toBeGreaterThan(60);
      expect(lines.find((line) => line.includes("cream-city-glass"))).toMatch(
        /^"'=HYPERLINK\(""http:\/\/evil\.example""\)",cream-city-glass,/,
      );
    });

    it("imports its own export unchanged, then a changed and a new line, and says what it did", async () => {
      const csv = await (await exported()).text();
      const again = await importing(csv);
      expect(again.status).toBe(200);
      expect(again.html).toMatch(/Imported: 0 added, 0 changed, \d+ already as in the file\./);
      expect((await site.services.dealers.bySlug("cream-city-glass"))?.name).toBe('=HYPERLINK("http://evil.example")');

      const [header, ...rows] = csv.trimEnd().split("\r\n");
      const oceanside = rows.find((row) => row.includes(",harborline-door-studio,"))!;
      const renamed = oceanside.replace("Harborline Door Studio", "Harborline Doors");
      const added = oceanside
        .replace("Harborline Door Studio,harborline-door-studio", "Kenai Glass,kenai-glass")
        .replace("Oceanside,CA,92056", "Kenai,AK,99611");
      const changed = await importing([header, renamed, added].join("\r\n"));
      expect(changed.status).toBe(200);
      expect(changed.html).toContain("Imported: 1 added, 1 changed, 0 already as in the file.");
      expect(await page("/find-a-dealer/harborline-door-studio")).toContain("Harborline Doors");
      expect(dealerNames(await page("/find-a-dealer?near=99611&radius=25"))).toContain("kenai-glass");
      const entries = await site.db.select().from(auditEntries).where(eq(auditEntries.action, "imported"));
      expect(entries.map((entry) => entry.after)).toContainEqual(expect.objectContaining({ added: 1, updated: 1, unchanged: 0 }));
    });

    it("imports nothing from a file with one bad line, and names the line and why", async () => {
      const csv = await (await exported()).text();
      const [header, ...rows] = csv.trimEnd().split("\r\n");
      const bad = rows[2]!.replace(/,leads@[^,]+,/, ",no address,");
      const renamed = rows[0]!.replace(/^[^,]+,/, "Renamed by the import,");
      const answer = await importing([header, renamed, rows[1], bad].join("\r\n"));
      expect(answer.status).toBe(400);
      expect(answer.html).toContain("Nothing was imported: 1 line needs a change (below).");
      expect(answer.html).toMatch(/Line 4: <\/span>lead_email: An e-mail address/);
      expect(await exported().then((response) => response.text())).toBe(csv);
    });

    it("refuses hostile files whole with a message: NUL, no CSV of dealers, too large, empty; never 500", async () => {
      const csv = await (await exported()).text();
      const withNul = await importing(csv.replace("Oceanside", "Ocean\u0000side"));
      expect([withNul.status, withNul.html]).toEqual([400, expect.stringContaining("such as NUL")]);
      const binary = await importing(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0xfe]));
      expect(binary.status).toBe(400);
      const columns = await importing("source,target,status\n/a,/b,301\n");
      expect([columns.status, columns.html]).toEqual([400, expect.stringContaining("Missing: name, slug")]);
      const formulas = await importing(
        `${csv.split("\r\n")[0]}\n=cmd|' /C calc'!A0,@SUM(1),+1,-1,=1,=2,=3,=4,=5,=6,=7,=8,=9,=10,=11,=12,=13,=14,=15\n`,
      );
      expect(formulas.status).toBe(400);
      expect(formulas.html).toContain("Line 2: ");
      const empty = await importing("");
      expect([empty.status, empty.html]).toEqual([400, expect.stringContaining("Choose a CSV file to import")]);
      const huge = await post("/admin/dealers", "sales", csvUpload(`${csv}${"x".repeat(1_100_000)}`));
      expect(huge.status).toBe(413);
      expect(await exported().then((response) => response.text())).toBe(csv);
    });
  });
});
