import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sharedPostgres } from "../tests/support/database";
import { listen } from "../tests/support/listen";
import { openTestSite, type TestSite } from "../tests/support/site";
import { silentLogger } from "../tests/support/silent-logger";

const SITE = "http://localhost:3000";
const url = process.env.TEST_DATABASE_URL;
const editor = { id: "editor-1", name: "Eddie Editor" };

/** Asks `read` every 20 ms until `done` holds of its answer; how long that took, in milliseconds. */
async function msUntil<T>(read: () => Promise<T>, done: (answer: T) => boolean, withinMs = 5_000): Promise<number> {
  const started = performance.now();
  while (!done(await read())) {
    if (performance.now() - started > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

// Two instances of the site on one PostgreSQL database, as a load balancer would have them.
describe.skipIf(!url)("two instances on one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof sharedPostgres>>;
  let one: TestSite;
  let two: TestSite;
  let cdn: Awaited<ReturnType<typeof listen>>;
  const purges: { authorization: string | null; tags: string[] }[] = [];
  const get = (site: TestSite, path: string, init?: RequestInit) => site.app.request(`${SITE}${path}`, { redirect: "manual", ...init });

  beforeAll(async () => {
    database = await sharedPostgres(url!);
    cdn = await listen(async (request) => {
      purges.push({ authorization: request.headers.get("authorization"), ...((await request.json()) as { tags: string[] }) });
      return Response.json({ success: true });
    });
    const env = { CDN_PURGE_URL: cdn.url, CDN_PURGE_TOKEN: "cdn-token" };
    // One at a time: the first imports the demo content, the second finds it there.
    one = await openTestSite(await database.open(), env);
    two = await openTestSite(await database.open(), env);
  }, 480_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.drop();
    await cdn?.close();
  });

  it("serves a page published through one instance from the other within a second", async () => {
    const path = "/about/why-lacantina";
    await get(two, path);
    expect((await get(two, path)).headers.get("x-render-cache")).toBe("hit");

    const page = await one.services.content.pageByPath(path);
    const entity = await one.services.content.editing.entityForEditor(page!.id);
    const { metadata, tags, publicationDate } = entity!;
    const draft = await one.services.content.editing.saveDraft(
      entity!.id,
      {
        title: "Why LaCantina, in one word: light",
        metadata,
        tags,
        publicationDate: publicationDate ? new Date(publicationDate) : null,
      },
      null,
      entity!.revision,
      editor,
    );
    if (!draft.ok) throw new Error(draft.reason);
    expect((await one.services.content.editing.publish(entity!.id, draft.revision, editor)).ok).toBe(true);

    const ms = await msUntil(
      async () => (await get(two, path)).text(),
      (html) => html.includes("Why LaCantina, in one word: light"),
    );
    expect(ms).toBeLessThan(1_000);

    // The instance that published calls the CDN's purge webhook once, with the page's tags.
    await vi.waitFor(() => expect(purges).toHaveLength(1), { timeout: 5_000 });
    expect(purges[0]!.authorization).toBe("Bearer cdn-token");
    expect(purges[0]!.tags).toEqual(expect.arrayContaining([`content:path:${path}`, "content:list:any", "search"]));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(purges).toHaveLength(1);
  }, 60_000);

  it("applies settings and redirects changed through one instance in the other within a second", async () => {
    expect(await (await get(two, "/")).text()).toContain('href="tel:+18882210141"');
    expect((await get(two, "/old-catalogue")).status).toBe(404);

    const { company } = one.services.settings.current();
    await one.services.settings.saveCompany({ ...company, phone: { label: "(760) 555-0199", tel: "+17605550199" } }, editor);
    await one.services.settings.saveLeadRecipients(
      {
        lac_request_quote: ["quotes@example.com"],
        lac_request_service: [],
        lac_contact_us: [],
        lac_become_dealer: [],
        lac_submit_project: [],
      },
      editor,
    );
    await one.services.redirects.saveRedirects([{ from: "/old-catalogue", to: "/about", status: 301 }], silentLogger);

    // Measured on the instance's state: a page's render time is not the change's travel time.
    const settingsMs = await msUntil(
      async () => two.services.site.phone.tel,
      (tel) => tel === "+17605550199",
    );
    const redirectMs = await msUntil(
      () => two.services.redirects.resolve("/old-catalogue"),
      (found) => found !== null,
    );
    expect(Math.max(settingsMs, redirectMs)).toBeLessThan(1_000);
    expect(await (await get(two, "/")).text()).toContain('href="tel:+17605550199"');
    expect((await get(two, "/old-catalogue")).status).toBe(301);
    expect(two.services.settings.recipientsFor("lac_request_quote")).toEqual(["quotes@example.com"]);
  });

  it("lets 40 form posts spread over both instances through no more often than the one shared limit (10)", async () => {
    const post = (site: TestSite) => {
      const body = new FormData();
      body.set("processor", "lac_contact_us");
      return get(site, "/api/v1/forms/submit", { method: "POST", body, headers: { Origin: SITE } });
    };
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => post(index % 2 === 0 ? one : two)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });
});
