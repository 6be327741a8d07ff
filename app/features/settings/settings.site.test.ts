import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~/features/accounts";
import { formatBytes } from "~/lib/format-bytes";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";

const SITE = "http://localhost:3000";
const password = "a long enough passphrase";

describe.each(siteTestDatabases())("site settings over HTTP on $name", ({ open }) => {
  let site: TestSite;
  const cookies = new Map<StaffRole, string>();
  const request = (target: string, init?: RequestInit) => site.app.request(`${SITE}${target}`, { redirect: "manual", ...init });
  const post = (role: StaffRole, fields: Record<string, string>) =>
    request("/admin/settings", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Origin: SITE, cookie: cookies.get(role) ?? "" },
    });

  beforeAll(async () => {
    site = await openTestSite(await open());
    for (const role of ["admin", "editor"] as const) {
      const invitation = await site.services.accounts.invite({ email: `${role}@example.com`, name: `The ${role}`, role });
      if (!("link" in invitation)) throw new Error("not invited");
      await site.services.accounts.setPassword(new URL(invitation.link).searchParams.get("token") ?? "", password);
      const signedIn = await site.services.accounts.signIn(`${role}@example.com`, password, new Headers());
      if (!signedIn.ok) throw new Error("not signed in");
      cookies.set(
        role,
        signedIn.headers
          .getSetCookie()
          .map((line) => line.split(";")[0])
          .join("; "),
      );
    }
  }, 480_000);
  afterAll(() => site.close());

  /** The company form as the page fills it, with `changes` typed over it. */
  async function companyForm(changes: Record<string, string>) {
    const html = await (await request("/admin/settings", { headers: { cookie: cookies.get("admin") ?? "" } })).text();
    const fields: Record<string, string> = { intent: "company" };
    for (const [, name, value] of html.matchAll(
      /<input[^>]*?name="((?:brand|legalName|address|privacyPolicyUrl|\w+Phone\.\w+|phone\.\w+|social\.\d+\.\w+))"[^>]*?value="([^"]*)"/g,
    ))
      fields[name!] = value!.replaceAll("&amp;", "&");
    return { ...fields, ...changes };
  }

  it("changes the phone number, which every page shows at once, without a restart", async () => {
    expect(await (await request("/")).text()).toContain('href="tel:+18882210141"');
    const saved = await post("admin", await companyForm({ "phone.label": "(760) 555-0199", "phone.tel": "+17605550199" }));
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Saved: every page shows the new facts now.");
    const home = await request("/");
    const html = await home.text();
    expect(html).toContain("(760) 555-0199");
    expect(html).toContain('href="tel:+17605550199"');
    expect(html).not.toContain("tel:+18882210141");
    expect(home.headers.get("x-render-cache")).toBe("miss");
  });

  it("says at the field what it refuses, keeps what was typed, and changes nothing", async () => {
    const refused = await post("admin", await companyForm({ "phone.tel": "call us", "social.1.url": "http://example.com", brand: "" }));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Give the number to dial as + and digits");
    expect(html).toContain("Give an address that starts with https://.");
    expect(html).toContain("Give the brand.");
    expect(html).toContain('value="call us"');
    expect(await (await request("/")).text()).toContain("LaCantina Doors");
  });

  it("sets who gets a form's leads", async () => {
    const saved = await post("admin", { intent: "recipients", lac_request_quote: "sales@example.com, west@example.com" });
    expect(saved.status).toBe(200);
    expect(site.services.settings.recipientsFor("lac_request_quote")).toEqual(["sales@example.com", "west@example.com"]);
    const refused = await post("admin", { intent: "recipients", lac_contact_us: "not an address" });
    expect(refused.status).toBe(400);
    expect(site.services.settings.recipientsFor("lac_contact_us")).toBeNull();
  });

  it("sets a typical budget per linear foot, which the opening helper shows at once for the opening's width, and nothing about price without it", async () => {
    const answer = "/size-your-opening?width=196&height=96&unit=in&kind=folding";
    const before = await (await request(answer)).text();
    expect(before).not.toContain("Typical budget");
    expect((await request(answer)).headers.get("x-render-cache")).toBe("hit");
    const saved = await post("admin", { intent: "budgets", "folding-doors/aluminum.low": "$900", "folding-doors/aluminum.high": "1,400" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Saved: the opening helper shows these budgets now.");
    expect(site.services.settings.budgets()).toEqual({ "folding-doors/aluminum": { low: 900, high: 1400 } });
    const after = await request(answer);
    expect(after.headers.get("x-render-cache")).toBe("miss");
    const html = (await after.text()).replaceAll("<!-- -->", "");
    // 16 ft 4 in is 16.33 linear feet: $14,700 to $22,867, to the nearest hundred.
    expect(html).toContain("Typical budget: $14,700–$22,900.");
    expect(html.match(/Typical budget:/g)).toHaveLength(1);
    expect(html).toContain("Typical budgets are for an opening 16 ft 4 in wide; your dealer&#x27;s quote decides the price.");
  });

  it("refuses a budget that is not whole dollars within bounds, with the high figure below the low one, or half given, and keeps the last", async () => {
    const refused = await post("admin", {
      intent: "budgets",
      "folding-doors/wood.low": "lots",
      "folding-doors/wood.high": "1e309",
      "folding-doors/vinyl.low": "800",
      "folding-doors/vinyl.high": "700",
      "folding-doors/v2.low": "500",
      "sliding-doors/aluminum.low": "10",
      "sliding-doors/aluminum.high": "90000",
      "not-a-system.low": "100",
      "not-a-system.high": "200",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    for (const message of [
      "Give whole dollars, such as 1200.",
      "The high figure is below the low one.",
      "Give both figures, or leave both empty.",
      "At least $50 per linear foot.",
      "At most $20,000 per linear foot.",
    ])
      expect(html, message).toContain(message);
    expect(html).toContain('value="lots"');
    expect(site.services.settings.budgets()).toEqual({ "folding-doors/aluminum": { low: 900, high: 1400 } });
    const cleared = await post("admin", { intent: "budgets", "folding-doors/aluminum.low": "", "folding-doors/aluminum.high": " " });
    expect(cleared.status).toBe(200);
    expect(site.services.settings.budgets()).toEqual({});
    expect(await (await request("/size-your-opening?width=196&height=96&unit=in")).text()).not.toContain("Typical budget");
  });

  it("tells administrators when the last backup was taken, and warns while none is younger than two days", async () => {
    const page = async () => (await request("/admin/settings", { headers: { cookie: cookies.get("admin") ?? "" } })).text();
    expect(await page()).toContain("No backup is younger than two days. None has been made yet.");
    const made = await site.services.backups!.run();
    const html = await page();
    expect(html).not.toContain("No backup is younger than two days");
    expect(html.replaceAll("<!-- -->", "")).toMatch(
      new RegExp(`Last backup: \\w{3} \\d+, \\d{4}, [\\d:]+ [AP]M UTC, ${formatBytes(made.bytes)}\\.`),
    );
  }, 60_000);

  it("starts the forms' product news box unticked once an administrator says so, explaining why, and back", async () => {
    const productNewsBox = async (path: string) =>
      /<input[^>]*name="product_updates"[^>]*>/.exec(await (await request(path)).text())?.[0] ?? "";
    expect(await productNewsBox("/contact-us")).toContain("checked");
    const settings = await (await request("/admin/settings", { headers: { cookie: cookies.get("admin") ?? "" } })).text();
    expect(settings).toContain("Canada (CASL) or the European Union (GDPR) turns it off");

    const unticked = await post("admin", { intent: "consent", productNews: "unticked" });
    expect(await unticked.text()).toContain("Saved: the product news box starts unticked on every form now.");
    for (const path of ["/contact-us", "/request-quote", "/submit-your-project"]) {
      const box = await productNewsBox(path);
      expect(box, path).toContain('type="checkbox"');
      expect(box, path).not.toContain("checked");
    }
    const refused = await post("admin", { intent: "consent", productNews: "maybe" });
    expect(refused.status).toBe(400);
    expect(await productNewsBox("/contact-us")).not.toContain("checked");
    await post("admin", { intent: "consent", productNews: "ticked" });
    expect(await productNewsBox("/contact-us")).toContain("checked");
  });

  it("is for administrators only", async () => {
    expect((await request("/admin/settings", { headers: { cookie: cookies.get("editor") ?? "" } })).status).toBe(403);
    expect((await post("editor", { intent: "recipients", lac_request_quote: "me@example.com" })).status).toBe(403);
    expect((await request("/admin/settings")).status).toBe(302);
    expect(site.services.settings.recipientsFor("lac_request_quote")).toEqual(["sales@example.com", "west@example.com"]);
  });
});
