import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { signedInStaff } from "../../../tests/support/staff";
import type { MediaChoice } from "../media-library";

const SITE = "http://localhost:3000";

describe.each(siteTestDatabases())("the galleries' admin over HTTP on $name", ({ open }) => {
  let site: TestSite;
  const cookies = { editor: "", sales: "" };
  let picture: MediaChoice;
  const request = (target: string, init?: RequestInit) => site.app.request(`${SITE}${target}`, { redirect: "manual", ...init });
  const page = (target: string, cookie = cookies.editor) => request(target, { headers: { cookie } });
  /** A form as the admin's pages post it (`name[]` for ticked boxes). */
  const postForm = (target: string, fields: [string, string][], cookie = cookies.editor) =>
    request(target, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE, cookie } });

  const imageFields = (overrides: Record<string, string> = {}, categories = ["Resort-Hotel"]): [string, string][] => [
    ...Object.entries({
      intent: "save",
      imageId: String(picture.id),
      title: "Cliffside Spa Terrace",
      description: "A spa whose treatment rooms open to the sea.",
      alt: "A folding glass wall open from a spa room to a terrace over the sea.",
      ...overrides,
    }),
    ...categories.map((category): [string, string] => ["categories[]", category]),
    ["productStyles[]", "Folding Doors"],
    ["materials[]", "Aluminum Wood"],
  ];

  beforeAll(async () => {
    site = await openTestSite(await open());
    // The demo photos are a folder shared by the test workers: this site's uploads go to its own.
    await rm(path.join(site.storageDir, "media"), { force: true });
    await mkdir(path.join(site.storageDir, "media"));
    cookies.editor = await signedInStaff(site, "editor");
    cookies.sales = await signedInStaff(site, "sales");
    // Uploaded as the picture field uploads it: the library answers with the item, which the form then carries.
    const form = new FormData();
    form.append("alt", "A spa terrace over the sea");
    const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#7a8b99" } })
      .jpeg()
      .toBuffer();
    form.append("file", new File([jpeg], "Spa terrace.jpg"));
    const encoded = new Response(form);
    const uploaded = await request("/admin/media/upload", {
      method: "POST",
      body: await encoded.arrayBuffer(),
      headers: {
        Origin: SITE,
        cookie: cookies.editor,
        Accept: "application/json",
        "Content-Type": encoded.headers.get("content-type") ?? "",
      },
    });
    expect(uploaded.status).toBe(201);
    picture = ((await uploaded.json()) as { item: MediaChoice }).item;
    expect(picture).toMatchObject({ kind: "image", width: 1600, height: 1000, alt: "A spa terrace over the sea" });
  }, 480_000);
  afterAll(() => site?.close());

  it("an editor adds an image item and the category's page and the API show it at once", async () => {
    const category = "/image-gallery/category/resort-hotel";
    await request(category);
    expect((await request(category)).headers.get("x-render-cache")).toBe("hit");

    const added = await postForm("/admin/gallery/images/new", imageFields());
    expect(added.status).toBe(302);
    const location = added.headers.get("location") ?? "";
    expect(location).toMatch(/^\/admin\/gallery\/images\/image-[0-9a-f]{12}\?added=1$/);
    expect(await (await page(location)).text()).toContain("Added: it is in the gallery now.");

    const after = await request(category);
    expect(after.headers.get("x-render-cache")).toBe("miss");
    const html = await after.text();
    expect(html).toContain("Cliffside Spa Terrace");
    expect(html).toContain(picture.url);

    const api = (await (
      await request("/ES/gallery/images", {
        method: "POST",
        body: JSON.stringify({ cat: "Resort-Hotel", size: 1, from: 0 }),
        headers: { Origin: SITE, "Content-Type": "application/json" },
      })
    ).json()) as { hits: { hits: { _source: Record<string, unknown> }[] } };
    expect(api.hits.hits[0]?._source).toMatchObject({
      title: "Cliffside Spa Terrace",
      cdn_paths: { original: picture.url, "575": `${picture.url}?w=575&f=jpeg` },
      grouped_tags: ["Category/Resort-Hotel", "Product Style/Folding Doors", "Material/Aluminum Wood"],
      width: 1600,
      height: 1000,
    });

    const list = await (await page("/admin/gallery?q=spa%20terrace")).text();
    expect(list).toContain("1 image");
    expect(list).toContain(`${picture.url}?w=120&amp;f=webp`);
    // The library keeps a file the gallery shows.
    const refused = await postForm(`/admin/media/${picture.id}`, [
      ["intent", "delete"],
      ["confirm", "yes"],
    ]);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Image gallery: Cliffside Spa Terrace");
    const log = await site.services.audit.list({ area: "gallery" });
    expect(log.entries[0]).toMatchObject({
      action: "added",
      actorName: "The editor",
      subject: expect.stringContaining("Cliffside Spa Terrace"),
    });
  });

  it("changes an item from the version the editor saw, and refuses one made on an older version", async () => {
    const [row] = (await site.services.staffGallery.list({ medium: "images", category: "", q: "Cliffside", origin: "", page: 1 })).rows;
    const itemPath = `/admin/gallery/images/${row!.id}`;
    const { fingerprint } = (await site.services.staffGallery.item(row!.id))!;
    const saved = await postForm(
      itemPath,
      imageFields({ fingerprint, imageId: "", title: "Cliffside Spa, Sunset Terrace" }, ["Resort-Hotel", "Residential"]),
    );
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Saved: the gallery shows the change now.");
    expect(await (await request("/image-gallery")).text()).toContain("Cliffside Spa, Sunset Terrace");

    const stale = await postForm(itemPath, imageFields({ fingerprint, imageId: "", title: "Written over" }));
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Someone changed this item since you opened it.");
    expect((await site.services.staffGallery.item(row!.id))?.source.title).toBe("Cliffside Spa, Sunset Terrace");
  });

  it("an editor adds a video by its address on YouTube, and its page, the grid and the sitemap answer it", async () => {
    await request("/video-gallery/category/tv-shows");
    const added = await postForm("/admin/gallery/videos/new", [
      ["intent", "save"],
      ["provider", "youtube"],
      ["videoId", "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3s"],
      ["title", "Beach House Makeover"],
      ["slug", ""],
      ["posterId", String(picture.id)],
      ["description", "A season finale opens a beach house to the dunes."],
      ["alt", "A beach house living room opened to the dunes."],
      ["categories[]", "TV Shows"],
      ["tags", "Folding Doors, Residential"],
      ["transcript", "Today we open the house.\n\nThe wall folds away."],
    ]);
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toMatch(/^\/admin\/gallery\/videos\/video-[0-9a-f]{12}\?added=1$/);

    const detail = await request("/video-gallery/beach-house-makeover");
    expect(detail.status).toBe(200);
    const html = await detail.text();
    expect(html).toContain("Beach House Makeover");
    expect(html).toContain("youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(html).toContain("The wall folds away.");
    expect(await (await request("/video-gallery/category/tv-shows")).text()).toContain("/video-gallery/beach-house-makeover");
    expect(await (await request("/sitemap.xml")).text()).toContain("/video-gallery/beach-house-makeover");

    const taken = await postForm("/admin/gallery/videos/new", [
      ["intent", "save"],
      ["provider", "vimeo"],
      ["videoId", "76979871"],
      ["title", "Beach house makeover"],
      ["posterId", String(picture.id)],
      ["alt", "A poster."],
      ["categories[]", "TV Shows"],
    ]);
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain("Another video has this address: choose another.");
  });

  it("moves a video to a new address and leaves a 301 at the old one", async () => {
    const [row] = (await site.services.staffGallery.list({ medium: "videos", category: "", q: "beach-house", origin: "", page: 1 })).rows;
    const { fingerprint } = (await site.services.staffGallery.item(row!.id))!;
    const moved = await postForm(`/admin/gallery/videos/${row!.id}`, [
      ["intent", "save"],
      ["fingerprint", fingerprint],
      ["provider", "youtube"],
      ["videoId", "dQw4w9WgXcQ"],
      ["title", "Beach House Makeover"],
      ["slug", "beach-house-finale"],
      ["alt", "A beach house living room opened to the dunes."],
      ["categories[]", "TV Shows"],
    ]);
    expect(moved.status).toBe(200);
    const old = await request("/video-gallery/beach-house-makeover");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/video-gallery/beach-house-finale");
    expect((await request("/video-gallery/beach-house-finale")).status).toBe(200);
  });

  it("keeps sales out, and anyone not signed in", async () => {
    expect((await page("/admin/gallery", cookies.sales)).status).toBe(403);
    expect((await postForm("/admin/gallery/images/new", imageFields(), cookies.sales)).status).toBe(403);
    expect((await postForm("/admin/gallery/videos/new", [["intent", "save"]], "")).status).toBe(302);
    const asSales = await (await page("/admin", cookies.sales)).text();
    expect(asSales).not.toContain('href="/admin/gallery"');
    expect(await (await page("/admin")).text()).toContain('href="/admin/gallery"');
  });

  it("answers hostile input with 400 and the fields' messages, never 500, and stores text without control characters", async () => {
    const cases: [string, [string, string][]][] = [
      ["nothing", [["intent", "save"]]],
      ["no intent", imageFields().filter(([name]) => name !== "intent")],
      ["a huge title", imageFields({ title: "x".repeat(20_000) })],
      ["an unknown category", imageFields({}, ["Kitchens"])],
      ["no category", imageFields({}, [])],
      ["a media id that is no number", imageFields({ imageId: "../../etc/passwd" })],
      ["a media id of no file", imageFields({ imageId: "2147483647" })],
      ["markup as alt text only", imageFields({ alt: "\u0000\u0001 " })],
    ];
    for (const [name, fields] of cases) {
      const response = await postForm("/admin/gallery/images/new", fields);
      expect([name, response.status]).toEqual([name, 400]);
    }
    const refused = await (await postForm("/admin/gallery/images/new", imageFields({ title: "" }, []))).text();
    expect(refused).toContain("Give it a title.");
    expect(refused).toContain("Choose at least one category.");

    const videoCases: [string, string][][] = [
      [
        ["intent", "save"],
        ["provider", "flash"],
        ["title", "x"],
      ],
      [
        ["intent", "save"],
        ["provider", "youtube"],
        ["videoId", "javascript:alert(1)"],
        ["title", "x"],
        ["alt", "x"],
        ["categories[]", "V2 Videos"],
      ],
      [
        ["intent", "save"],
        ["provider", "vimeo"],
        ["videoId", "1"],
        ["title", "x"],
        ["slug", "../Admin"],
        ["alt", "x"],
        ["categories[]", "V2 Videos"],
      ],
      [
        ["intent", "save"],
        ["provider", "raw_url"],
        ["title", "x"],
        ["alt", "x"],
        ["categories[]", "All Videos"],
      ],
    ];
    for (const fields of videoCases) expect((await postForm("/admin/gallery/videos/new", fields)).status).toBe(400);
    expect((await page("/admin/gallery/images/%00")).status).toBe(400);
    expect((await page("/admin/gallery/images/no-such-item")).status).toBe(404);
    expect((await page("/admin/gallery/videos/image-residential-01")).status).toBe(404);
    const odd = await page(
      `/admin/gallery?medium=cats&page=-1&origin=everyone&category=${encodeURIComponent("<script>alert(1)</script>")}`,
    );
    expect(odd.status).toBe(200);
    expect(await odd.text()).not.toContain("<script>alert(1)</script>");

    const cleaned = await postForm("/admin/gallery/images/new", imageFields({ title: "Door\u0000s to the\u001b sea" }));
    expect(cleaned.status).toBe(302);
    const id = /images\/([^?]+)/.exec(cleaned.headers.get("location") ?? "")?.[1] ?? "";
    expect((await site.services.staffGallery.item(id))?.source.title).toBe("Doors to the sea");
  });

  it("deletes an item once the box is ticked, and the gallery stops showing it", async () => {
    const [row] = (await site.services.staffGallery.list({ medium: "images", category: "", q: "Sunset Terrace", origin: "", page: 1 }))
      .rows;
    const itemPath = `/admin/gallery/images/${row!.id}`;
    expect((await postForm(itemPath, [["intent", "delete"]])).status).toBe(400);
    const deleted = await postForm(itemPath, [
      ["intent", "delete"],
      ["confirm", "yes"],
    ]);
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/admin/gallery?deleted=Cliffside+Spa%2C+Sunset+Terrace");
    expect(await (await page(deleted.headers.get("location") ?? "")).text()).toContain("Deleted: Cliffside Spa, Sunset Terrace.");
    expect(await (await request("/image-gallery/category/resort-hotel")).text()).not.toContain("Sunset Terrace");
    expect((await page(itemPath)).status).toBe(404);
  });
});
