import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { signedInStaff } from "../../../tests/support/staff";
import type { StaffRole } from "../accounts";
import { dealers } from "./tables.server";

const SITE = "http://localhost:3000";

const decoded = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

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
  const page = async (target: string, role: StaffRole = "sales", status = 200) => {
    const response = await request(target, role);
    expect(response.status, target).toBe(status);
    return decoded(await response.text());
  };
  const dealerId = async (slug: string) => (await site.db.select({ id: dealers.id }).from(dealers).where(eq(dealers.slug, slug)))[0]!.id;
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
    const searched = await page("/admin/dealers?q=oceanside");
    expect(searched).toMatch(/<p role="status"[^>]*>1 dealer<\/p>/);
    const canadian = await page("/admin/dealers?country=CA&state=ON&status=active");
    expect(canadian).toContain("Harbourfront Door Studio");
    expect(canadian).not.toContain("Harborline Door Studio");
    // What the filter cannot read is no filter: never an error.
    expect(await page("/admin/dealers?state=XX&page=-3&country=DE&status=all&q=%25_%27%3B")).toContain("No dealer matches this search.");
  });

  it("shows every role that may open the desk a dealer's record, field by field", async () => {
    const id = await dealerId("harborline-door-studio");
    for (const role of ["admin", "editor", "sales"] as const) {
      const dealer = await page(`/admin/dealers/${id}`, role);
      expect(dealer).toContain("E-mail for leads");
      expect(dealer).toContain("leads@harborline-door-studio.example");
      expect(dealer).toContain('href="/find-a-dealer/harborline-door-studio"');
    }
    expect((await request("/admin/dealers/not-a-uuid", "sales")).status).toBe(404);
  });
});
