import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";

const SITE = "http://localhost:3000";
const password = "a long enough passphrase";

describe.each(siteTestDatabases())("an editor changes and publishes a page on $name", ({ open }) => {
  let site: TestSite;
  let cookie = "";
  let editorPath = "";
  const request = (target: string, init?: RequestInit) => site.app.request(`${SITE}${target}`, { redirect: "manual", ...init });
  const post = (fields: Record<string, string>) =>
    request(editorPath, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE, cookie } });

  beforeAll(async () => {
    site = await openTestSite(await open());
    const invitation = await site.services.accounts.invite({ email: "ed@example.com", name: "Ed Itor", role: "editor" });
    if (!("link" in invitation)) throw new Error("not invited");
    await site.services.accounts.setPassword(new URL(invitation.link).searchParams.get("token") ?? "", password);
    const signedIn = await site.services.accounts.signIn("ed@example.com", password, new Headers());
    if (!signedIn.ok) throw new Error("not signed in");
    cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    editorPath = `/admin/content/${(await site.services.content.pageByPath("/about/careers"))?.id}`;
  }, 480_000);
  afterAll(() => site.close());

  it("lists the page and opens it for editing", async () => {
    const list = await (await request("/admin/content?q=careers", { headers: { cookie } })).text();
    expect(list).toContain(`href="${editorPath}"`);
    const page = await (await request(editorPath, { headers: { cookie } })).text();
    expect(page).toContain("revision 1");
    expect(page).toContain("by the seed import");
  });

  it("saves a draft, refuses a stale one, publishes it and takes it off the site", async () => {
    const publicTitle = async () => /<title>([^<]*)<\/title>/.exec(await (await request("/about/careers")).text())?.[1];
    expect(await publicTitle()).not.toContain("Work with us");

    const invalid = await post({ intent: "details", revision: "1", title: " ", canonicalUrl: "javascript:alert(1)" });
    expect(invalid.status).toBe(400);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain("Give the page a title.");
    expect(invalidHtml).toContain('value="javascript:alert(1)"');

    const saved = await post({
      intent: "details",
      revision: "1",
      title: "Work with\u0000 us",
      metaDescription: "Careers at\u0007 LaCantina",
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("The draft is saved.");
    expect(await publicTitle()).not.toContain("Work with us");

    const stale = await post({ intent: "details", revision: "1", title: "Someone else's title" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Someone saved this page after you opened it");

    const preview = await request("/preview/about/careers", { headers: { cookie } });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain("Work with us");
    expect((await request("/preview/about/careers")).status).toBe(404);

    expect(await (await post({ intent: "publish", revision: "2" })).text()).toContain("Published: visitors see it now.");
    expect(await publicTitle()).toContain("Work with us");

    expect((await post({ intent: "unpublish", revision: "3" })).status).toBe(400);
    expect((await post({ intent: "unpublish", revision: "3", confirm: "yes" })).status).toBe(200);
    expect((await request("/about/careers")).status).toBe(404);

    const list = await (await request("/admin/content?q=careers", { headers: { cookie } })).text();
    expect(list).toContain(">Ed Itor</span>");

    const history = await (await request(editorPath, { headers: { cookie } })).text();
    expect(history).toContain("Took it off the site");
    expect(history).toContain("Ed Itor");
    expect(history).toContain('Restore as the draft<span class="sr-only">: revision 2</span>');

    const restored = await post({ intent: "restore", revision: "4", restore: "2" });
    expect(await restored.text()).toContain("The earlier revision is the draft now.");
    expect((await post({ intent: "restore", revision: "5", restore: "99" })).status).toBe(400);
  });

  it("copies the page to a new address and deletes the copy", async () => {
    const refused = await post({ intent: "duplicate", revision: "1", path: "/admin/careers" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("That address belongs to the site itself.");

    const copied = await post({ intent: "duplicate", revision: "1", path: "/about/careers-2027" });
    expect(copied.status).toBe(302);
    const copyPath = copied.headers.get("location") ?? "";
    expect(copyPath).toMatch(/^\/admin\/content\/\d+$/);
    expect(await (await request(copyPath, { headers: { cookie } })).text()).toContain("Created as a copy");

    const remove = (fields: Record<string, string>) =>
      request(copyPath, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE, cookie } });
    expect((await remove({ intent: "delete", revision: "1" })).status).toBe(400);
    const deleted = await remove({ intent: "delete", revision: "1", confirm: "yes" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/admin/content");
    expect((await request(copyPath, { headers: { cookie } })).status).toBe(404);
  });

  it("moves a page to a new address, leaving a 301 from the old one", async () => {
    const taken = await post({ intent: "move", revision: "6", newPath: "/about/careers" });
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain("Another page has that address.");
    const moved = await post({ intent: "move", revision: "5", newPath: "/about/jobs" });
    expect(await moved.text()).toContain("Moved. The old address now sends visitors here (301).");
    expect((await request("/about/jobs/preview", { headers: { cookie } })).status).toBe(200);
    const old = await request("/about/careers");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/about/jobs");
    const [entry] = (await site.services.audit.list({ area: "redirects", q: "/about/careers" })).entries;
    expect(entry).toMatchObject({ action: "created by moving a page", after: { to: "/about/jobs", status: 301 } });

    // Back to an address that redirected away: that redirect goes, or the page could not be reached.
    await post({ intent: "publish", revision: "6" });
    expect((await post({ intent: "move", revision: "7", newPath: "/about/careers" })).status).toBe(200);
    expect((await request("/about/careers")).status).toBe(200);
    expect((await request("/about/jobs")).headers.get("location")).toBe("/about/careers");
  });

  it("saves blocks checked by their schemas, with tags and a publication date, and says at the field what it refuses", async () => {
    const copied = await post({ intent: "duplicate", revision: "1", path: "/about/blocks-at-work" });
    const copyPath = copied.headers.get("location") ?? "";
    const save = (fields: Record<string, string>) =>
      request(copyPath, {
        method: "POST",
        body: new URLSearchParams({ intent: "details", title: "Blocks at work", ...fields }),
        headers: { Origin: SITE, cookie },
      });
    const faq = (question: string) => ({
      id: "faq-1",
      render_name: "faq",
      value: { header: "Asked often", qa_combo: [{ question, answer: "<p>Yes.<script>x()</script></p>" }] },
    });

    const refused = await save({ revision: "1", elements: JSON.stringify([faq("x".repeat(301))]), publicationDate: "25/11/2026" });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("At most 300 characters.");
    expect(refusedHtml).toContain("Give a date such as 2026-11-25.");
    expect((await save({ revision: "1", elements: "[{not json" })).status).toBe(400);
    expect(await (await save({ revision: "1", publicationDate: "2026-02-31" })).text()).toContain("Give a date such as 2026-11-25.");
    expect(await (await save({ revision: "1", schemaOrg: `{"x": "${"y".repeat(20_000)}"}` })).text()).toContain(
      "Structured data may have at most 20000 characters.",
    );
    expect(await (await save({ revision: "1", schemaOrg: "[1, 2]" })).text()).toContain("Give a JSON object");
    expect((await save({ revision: "1", elements: JSON.stringify([{ ...faq("Q"), render_name: "marquee" }]) })).status).toBe(400);

    const saved = await save({
      revision: "1",
      elements: JSON.stringify([faq("Do the doors fold?\u0000")]),
      tags: "doors, folding, doors",
      publicationDate: "2026-11-20",
      schemaOrg: '{"@type": "FAQPage"}',
    });
    expect(saved.status).toBe(200);
    const preview = await (await request("/preview/about/blocks-at-work", { headers: { cookie } })).text();
    expect(preview).toContain("Do the doors fold?");
    expect(preview).not.toContain("x()");
    const editor = await (await request(copyPath, { headers: { cookie } })).text();
    expect(editor).toContain('value="doors, folding"');
    expect(editor).toContain('value="2026-11-20"');
    expect(editor).toContain("Questions and answers");
    // Link fields suggest the published pages' addresses.
    expect(editor).toContain('<option value="/about/careers">');

    const compared = await (await request(`${copyPath}?from=1&to=draft`, { headers: { cookie } })).text();
    expect(compared).toContain("From revision 1 to the draft");
    expect(compared).toContain("Added as block 1");
    expect(compared).toMatch(/<ins[^>]*><span class="sr-only">added: <\/span>Do the doors fold\?/);
    expect(await (await request(`${copyPath}?from=99&to=draft`, { headers: { cookie } })).text()).toContain(
      "one of these versions does not exist",
    );
  });

  it("refuses an image's focal point outside the picture with a 400 at the field, and draws a good one where the image is cropped", async () => {
    const copied = await post({ intent: "duplicate", revision: "1", path: "/about/focal-points" });
    const copyPath = copied.headers.get("location") ?? "";
    const save = (focal_point: unknown) =>
      request(copyPath, {
        method: "POST",
        body: new URLSearchParams({
          intent: "details",
          title: "Focal points",
          revision: "1",
          elements: JSON.stringify([
            {
              id: "banner-1",
              render_name: "image_text_banner",
              value: { text: "Doors that fold away", image: { image_url: "/media/home/hero.jpg", alt_text: "A terrace", focal_point } },
            },
          ]),
        }),
        headers: { Origin: SITE, cookie },
      });
    for (const hostile of [{ x: 101, y: 50 }, { x: -1, y: 0 }, { x: 12.5, y: 50 }, { x: "50%", y: 50 }, "center", { x: 50 }]) {
      const refused = await save(hostile);
      expect(refused.status).toBe(400);
      // The refusal names the field, for the block editor to show its message there.
      expect(await refused.text()).toContain("0.value.image.focal_point");
    }
    expect((await save({ x: 30, y: 70 })).status).toBe(200);
    const preview = await (await request("/preview/about/focal-points", { headers: { cookie } })).text();
    expect(preview).toMatch(/alt="A terrace"[^>]*style="object-position:30% 70%"/);
  });

  it("puts a page's schema.org JSON on the page as JSON-LD, checked when saved, and nothing in it can close its script", async () => {
    const copied = await post({ intent: "duplicate", revision: "1", path: "/about/structured" });
    const copyPath = copied.headers.get("location") ?? "";
    const act = (fields: Record<string, string>) =>
      request(copyPath, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE, cookie } });
    const save = (fields: Record<string, string>) => act({ intent: "details", title: "Structured", ...fields });
    expect(await (await save({ revision: "1", schemaOrg: '{"name": "no type"}' })).text()).toContain("Name its schema.org type");
    expect(await (await save({ revision: "1", schemaOrg: "{not json" })).text()).toContain("Give a JSON object");

    const hostile = "</script><script>alert(1)</script><!--x \u2028";
    const saved = await save({ revision: "1", schemaOrg: JSON.stringify({ "@type": "Product", name: hostile, brand: "LaCantina" }) });
    expect(saved.status).toBe(200);
    expect((await act({ intent: "publish", revision: "2" })).status).toBeLessThan(400);

    const html = await (await request("/about/structured")).text();
    const documents = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
    );
    expect(documents).toContainEqual({ "@context": "https://schema.org", "@type": "Product", name: hostile, brand: "LaCantina" });
    expect(documents.map((document) => document["@type"])).toEqual(expect.arrayContaining(["Organization", "WebSite", "Product"]));
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<!--x");
    expect(html).not.toContain("\u2028");
  });

  it("creates a page or an article from scratch, in its folder, at a free address", async () => {
    const create = (fields: Record<string, string>) =>
      request("/admin/content", { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE, cookie } });
    const outside = await create({ type: "blog", title: "Sills", path: "/about/sills" });
    expect(outside.status).toBe(400);
    expect(await outside.text()).toContain("The address must be under /blog/.");
    expect((await create({ type: "landing_page", title: "Careers again", path: "/about/careers" })).status).toBe(400);
    expect((await create({ type: "marquee", title: "X", path: "/x" })).status).toBe(400);

    const created = await create({ type: "blog", title: "Sills that keep water out", path: "/blog/sills" });
    expect(created.status).toBe(302);
    const page = await (await request(created.headers.get("location") ?? "", { headers: { cookie } })).text();
    expect(page).toContain("Sills that keep water out");
    expect(page).toContain("1. Copy");
    // Before any script runs the schedule's form takes UTC, and says so.
    expect(page).toContain("In UTC (Coordinated Universal Time).");
    expect((await request("/blog/sills")).status).toBe(404);
    expect((await request("/preview/blog/sills", { headers: { cookie } })).status).toBe(200);

    const editor = created.headers.get("location") ?? "";
    const schedule = (publishAt: string, publishAtOffset?: string) =>
      request(editor, {
        method: "POST",
        body: new URLSearchParams({ intent: "schedule", revision: "1", publishAt, ...(publishAtOffset ? { publishAtOffset } : {}) }),
        headers: { Origin: SITE, cookie },
      });
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(await (await schedule("2020-01-01T09:00")).text()).toContain("Choose a time in the future, or publish now.");
    expect((await schedule("tomorrow")).status).toBe(400);
    expect(await (await schedule(`${nextYear}-02-31T09:00`)).text()).toContain("Give a date and a time");
    expect((await schedule(`${nextYear}-06-01T09:00`, "not minutes")).status).toBe(400);
    // 09:00 on the editor's clock, seven hours behind UTC (the browser's getTimezoneOffset() is 420).
    const scheduled = await schedule(`${nextYear}-06-01T09:00`, "420");
    expect(scheduled.status).toBe(200);
    const entity = await site.services.content.editing.entityForEditor(Number(editor.split("/").pop()));
    expect(entity?.scheduled?.at).toBe(`${nextYear}-06-01T16:00:00.000Z`);
    expect(await (await request(editor, { headers: { cookie } })).text()).toContain("The draft goes live by itself on");
  });

  it("schedules a published page's removal from the site on the editor's clock, refuses a past or unreadable time, and cancels it", async () => {
    const page = await site.services.content.pageByPath("/about/why-lacantina");
    const editor = `/admin/content/${page?.id}`;
    const entity = () => site.services.content.editing.entityForEditor(page?.id ?? 0);
    const revision = async () => String((await entity())?.revision);
    const removal = async (unpublishAt: string, unpublishAtOffset?: string) =>
      request(editor, {
        method: "POST",
        body: new URLSearchParams({
          intent: "schedule_unpublish",
          revision: await revision(),
          unpublishAt,
          ...(unpublishAtOffset ? { unpublishAtOffset } : {}),
        }),
        headers: { Origin: SITE, cookie },
      });
    expect(await (await request(editor, { headers: { cookie } })).text()).toContain("Or take it off the site at");
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(await (await removal("2020-01-01T09:00")).text()).toContain("Choose a time in the future, or take it off the site now.");
    expect((await removal("\u0000")).status).toBe(400);
    const scheduled = await removal(`${nextYear}-01-31T17:00`, "-60");
    expect(await scheduled.text()).toContain("Scheduled: the page comes off the site by itself at that time.");
    expect((await entity())?.removal?.at).toBe(`${nextYear}-01-31T16:00:00.000Z`);
    const scheduledPage = await (await request(editor, { headers: { cookie } })).text();
    expect(scheduledPage).toContain("The page comes off the site by itself");
    expect(scheduledPage).toContain(`dateTime="${nextYear}-01-31T16:00:00.000Z"`);

    const cancelled = await request(editor, {
      method: "POST",
      body: new URLSearchParams({ intent: "unschedule_unpublish", revision: await revision() }),
      headers: { Origin: SITE, cookie },
    });
    expect(await cancelled.text()).toContain("The scheduled removal is cancelled.");
    expect((await entity())?.removal).toBeNull();
    expect((await request("/about/why-lacantina")).status).toBe(200);
  });

  it("publishing a post renders afresh exactly the pages that show it: the post, its lists and search", async () => {
    const post = await site.services.content.pageByPath("/blog/understanding-low-e-glass");
    const postEditor = `/admin/content/${post?.id}`;
    const edit = (fields: Record<string, string>) =>
      request(postEditor, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE, cookie } });
    const pages = ["/blog/understanding-low-e-glass", "/blog", "/search/glass", "/about/why-lacantina", "/support/warranty"];
    const cacheStates = async () => {
      const states: Record<string, string | null> = {};
      for (const path of pages) states[path] = (await request(path)).headers.get("x-render-cache");
      return states;
    };
    await cacheStates();
    expect(Object.values(await cacheStates())).toEqual(Array(pages.length).fill("hit"));

    // Tags and the publication date apply at once: sent as they are, so only the draft changes.
    const draft = await edit({
      intent: "details",
      revision: "1",
      title: "Low-E glass, explained",
      tags: post?.tags.join(", ") ?? "",
      publicationDate: post?.publicationDate?.slice(0, 10) ?? "",
    });
    expect(draft.status).toBe(200);
    expect(Object.values(await cacheStates())).toEqual(Array(pages.length).fill("hit"));

    expect(await (await edit({ intent: "publish", revision: "2" })).text()).toContain("Published: visitors see it now.");
    expect(await cacheStates()).toEqual({
      "/blog/understanding-low-e-glass": "miss",
      "/blog": "miss",
      "/search/glass": "miss",
      "/about/why-lacantina": "hit",
      "/support/warranty": "hit",
    });
    expect(await (await request("/blog/understanding-low-e-glass")).text()).toContain("Low-E glass, explained");
  });

  it("answers 404 for an entity that does not exist, and 400 for a form it did not give", async () => {
    expect((await request("/admin/content/99999999", { headers: { cookie } })).status).toBe(404);
    expect((await request("/admin/content/not-a-number", { headers: { cookie } })).status).toBe(404);
    expect((await post({ intent: "drop-table", revision: "1" })).status).toBe(400);
  });
  it("shows the draft as typed at the page's preview address to an editor, made safe and never saved, and to no one else", async () => {
    const target = "/about/why-lacantina";
    const stored = await site.services.content.previewByPath(target);
    if (!stored) throw new Error("no page to preview");
    const typedBlocks = [
      ...stored.elements,
      { id: "typed-1", render_name: "basic_html", value: { basic_html: "<p>Typed words<script>alert(1)</script></p>" } },
      // Half typed: a save would refuse it, so the preview leaves it out.
      { id: "typed-2", render_name: "basic_html", value: { basic_html: 42 } },
    ];
    const typed = (fields: Record<string, string>, headers: Record<string, string> = { cookie }) =>
      request(`/preview${target}`, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE, ...headers } });
    const fields = { intent: "details", revision: "1", title: "A typed title", elements: JSON.stringify(typedBlocks) };

    const shown = await typed(fields);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toContain("no-store");
    const html = await shown.text();
    expect(html).toContain("<title>A typed title");
    expect(html).toContain("Typed words");
    expect(html).not.toContain("alert(1)");
    expect(html).toContain('data-block="typed-1"');
    expect(html).not.toContain('data-block="typed-2"');
    for (const block of stored.elements) expect(html).toContain(`data-block="${block.id}"`);

    // Nothing was stored.
    expect((await site.services.content.previewByPath(target))?.title).toBe(stored.title);
    expect(await (await request(`/preview${target}`, { headers: { cookie } })).text()).not.toContain("Typed words");

    // What a save would refuse shows as stored: an empty title, blocks that are not blocks.
    const kept = await (await typed({ intent: "details", revision: "1", title: " ", elements: "not json" })).text();
    expect(kept).toContain(`<title>${stored.title}`);
    expect(kept).not.toContain("Typed words");

    // A visitor's post is answered as a visit: the not-found page, nothing of the post.
    const visitor = await typed(fields, {});
    expect(visitor.status).toBe(404);
    expect(await visitor.text()).not.toContain("Typed words");
    // A body that is no form is refused as at every page's action.
    const json = await request(`/preview${target}`, {
      method: "POST",
      body: JSON.stringify(fields),
      headers: { Origin: SITE, cookie, "Content-Type": "application/json" },
    });
    expect(json.status).toBe(415);

    // An article's preview takes the typed draft too.
    const article = (await site.services.content.sitemapEntries()).find((entry) => entry.path.startsWith("/news/"));
    if (!article) throw new Error("no article");
    const articleHtml = await (
      await request(`/preview${article.path}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "details", revision: "1", title: "A typed headline" }),
        headers: { Origin: SITE, cookie },
      })
    ).text();
    expect(articleHtml).toMatch(/<h1[^>]*>A typed headline<\/h1>/);
  });
});
