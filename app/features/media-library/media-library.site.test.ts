import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { listen, sendAndHangUp } from "../../../tests/support/listen";
import { silentLogger } from "../../../tests/support/silent-logger";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { signedInStaff } from "../../../tests/support/staff";
import type { MediaChoice } from "./index";
import { UPLOADS_FOLDER } from "./upload.server";

const SITE = "http://localhost:3000";
const JPEG_HEAD = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01]);

describe.each(siteTestDatabases().slice(0, 1))("the media library over HTTP on $name", ({ open }) => {
  let site: TestSite;
  const cookies = { editor: "", sales: "" };
  const request = (target: string, init?: RequestInit) => site.app.request(`${SITE}${target}`, { redirect: "manual", ...init });

  /** A file posted as the upload zone posts it: multipart, asking for JSON. */
  async function upload(file: File, target = "/admin/media/upload", cookie = cookies.editor, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("file", file);
    const encoded = new Response(form);
    return request(target, {
      method: "POST",
      body: await encoded.arrayBuffer(),
      headers: { Origin: SITE, cookie, Accept: "application/json", "Content-Type": encoded.headers.get("content-type") ?? "" },
    });
  }
  const postForm = (target: string, fields: Record<string, string>) =>
    request(target, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE, cookie: cookies.editor } });

  beforeAll(async () => {
    site = await openTestSite(await open());
    // The demo photos are a folder shared by the test workers: this site's uploads go to its own.
    await rm(path.join(site.storageDir, "media"), { force: true });
    await mkdir(path.join(site.storageDir, "media"));
    cookies.editor = await signedInStaff(site, "editor");
    cookies.sales = await signedInStaff(site, "sales");
  }, 480_000);
  afterAll(() => site?.close());

  const photo = async () =>
    new File(
      [
        await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#556b2f" } })
          .jpeg()
          .toBuffer(),
      ],
      "Garden view.jpg",
    );

  it("uploads an image, asks for its alt text, offers it to the picker once described and serves its variants", async () => {
    const uploaded = await upload(await photo());
    expect(uploaded.status).toBe(201);
    const { id, location } = (await uploaded.json()) as { id: number; location: string };
    expect(location).toBe(`/admin/media/${id}`);

    const page = await (await request(location, { headers: { cookie: cookies.editor } })).text();
    expect(page).toContain("Add the alt text");
    const url = /value="(\/media\/library\/garden-view-[0-9a-f]{8}\.jpg)"/.exec(page)?.[1];
    expect(url).toBeDefined();

    const choose = async () =>
      (
        (await (await request("/admin/media/choose?kind=image", { headers: { cookie: cookies.editor } })).json()) as {
          items: MediaChoice[];
        }
      ).items;
    expect((await choose()).map((item) => item.id)).not.toContain(id);

    const withoutAlt = await postForm(location, { intent: "details", alt: " ", title: "Garden view" });
    expect(withoutAlt.status).toBe(400);
    expect(await withoutAlt.text()).toContain("Describe the image for people who cannot see it.");
    expect((await postForm(location, { intent: "details", alt: "A garden through open glass doors", title: "Garden view" })).status).toBe(
      200,
    );

    expect((await choose())[0]).toEqual({
      id,
      url,
      alt: "A garden through open glass doors",
      title: "Garden view",
      width: 1600,
      height: 900,
      focalPoint: null,
      kind: "image",
    });
    const variant = await request(`${url}?w=320&f=webp`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/webp");

    const list = await (await request("/admin/media?q=garden", { headers: { cookie: cookies.editor } })).text();
    expect(list).toContain(`href="${location}"`);
    // Named by the item's last change, so a replaced file is not the browser's cached one.
    expect(list).toMatch(new RegExp(`src="${url}\\?w=320&amp;f=webp&amp;v=\\d+"`));

    // The focal point: whole percentages, both or neither; anything else is refused with the field's words.
    const details = { intent: "details", alt: "A garden through open glass doors", title: "Garden view" };
    for (const hostile of [
      { focal_x: "150", focal_y: "50" },
      { focal_x: "abc", focal_y: "1" },
      { focal_x: "-5", focal_y: "5" },
      { focal_x: "1e2", focal_y: "0" },
      { focal_x: "40".repeat(5000), focal_y: "0" },
      { focal_x: "40", focal_y: "" },
    ]) {
      const refused = await postForm(location, { ...details, ...hostile });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toMatch(/A whole percentage from 0 to 100|Give both percentages/);
    }
    expect((await choose())[0]?.focalPoint).toBeNull();
    expect((await postForm(location, { ...details, focal_x: "30", focal_y: "70" })).status).toBe(200);
    expect((await choose())[0]?.focalPoint).toEqual({ x: 30, y: 70 });
  });

  it("holds the demo's photos from the start: found by their words, offered to the picker, and a product's photo kept while its page shows it", async () => {
    const library = await (await request("/admin/media?q=folding&kind=image", { headers: { cookie: cookies.editor } })).text();
    expect(library).toMatch(/\d{2,} files/);
    const picked = await site.services.mediaLibrary.choices({ q: "", kind: "image" });
    expect(picked.length).toBeGreaterThan(20);
    expect(picked.every((choice) => choice.alt !== "")).toBe(true);

    const [productPhoto] = await site.services.mediaLibrary.choices({ q: "Folding doors: wood", kind: "image" });
    expect(productPhoto?.url).toBe("/media/products/folding-doors/wood.jpg");
    const byTag = await (await request("/admin/media?tag=Folding+doors", { headers: { cookie: cookies.editor } })).text();
    expect(byTag).toContain("Folding doors: wood");
    expect(byTag).not.toContain("Sliding doors: wood");
    const page = await (await request(`/admin/media/${productPhoto?.id}`, { headers: { cookie: cookies.editor } })).text();
    expect(page).toContain("Product page: ");
    expect(page).toContain('value="Products, Folding doors"');
    const item = `/admin/media/${productPhoto?.id}`;
    const tooLong = await postForm(item, { intent: "details", alt: "Wood doors", title: "Wood", tags: `Wood, ${"x".repeat(61)}` });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Keep each tag under 60 characters.");
    const retagged = await postForm(item, { intent: "details", alt: "Wood doors", title: "Wood", tags: "Wood\u0000, Garden  room, Wood" });
    expect(retagged.status).toBe(200);
    expect((await site.services.mediaLibrary.item(productPhoto?.id ?? 0))?.tags).toEqual(["Wood", "Garden room"]);
    const refused = await postForm(`/admin/media/${productPhoto?.id}`, { intent: "delete", confirm: "yes" });
    expect(refused.status).toBe(409);
    expect(await site.services.mediaLibrary.item(productPhoto?.id ?? 0)).not.toBeNull();
  });

  it("answers an overlong or odd search as a search, and control characters with the site's 400", async () => {
    const ask = (target: string) => request(target, { headers: { cookie: cookies.editor } });
    for (const search of [`tag=${"x".repeat(500)}`, "q=%E2%80%AEdoor&tag=%25_%5C", `kind=video&tag=${"é".repeat(70)}`]) {
      expect((await ask(`/admin/media?${search}`)).status, search).toBe(200);
      expect((await ask(`/admin/media/choose?${search}`)).status, search).toBe(200);
    }
    for (const search of ["q=door&tag=%00", "tag=Home%01"]) expect((await ask(`/admin/media?${search}`)).status, search).toBe(400);
  });

  it("keeps the alt text sent with an image, without control characters", async () => {
    const uploaded = await upload(await photo(), "/admin/media/upload", cookies.editor, { alt: "A terrace\u0000 at dusk" });
    const { id, location } = (await uploaded.json()) as { id: number; location: string };
    expect((await site.services.mediaLibrary.item(id))?.alt).toBe("A terrace at dusk");
    expect(await (await request(location, { headers: { cookie: cookies.editor } })).text()).not.toContain("Add the alt text");
  });

  it("refuses by their bytes files the library does not take, with a clear 4xx, and keeps nothing", async () => {
    const html = await upload(new File(["<html><script>alert(1)</script>"], "photo.jpg", { type: "image/jpeg" }));
    expect(html.status).toBe(415);
    expect(await html.json()).toMatchObject({ error: "not_media", message: expect.stringContaining("MP4 videos up to 200 MB") });
    const tooLarge = await upload(new File([JPEG_HEAD, new Uint8Array(20 * 1024 * 1024)], "huge.jpg"));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ message: "Images may be at most 20 MB." });
    expect(await readdir(path.join(site.storageDir, UPLOADS_FOLDER))).toEqual([]);
  });

  it("replaces a file keeping its address, and refuses to delete it while a page uses it", async () => {
    const uploaded = (await (await upload(new File(["%PDF-1.4\n%%EOF\n"], "Brochure.pdf"))).json()) as { id: number; location: string };
    const [item] = await site.services.mediaLibrary.choices({ q: "Brochure", kind: "pdf" });
    expect(item?.id).toBe(uploaded.id);

    const replaced = await upload(new File(["%PDF-1.7\nnew\n%%EOF\n"], "Brochure 2.pdf"), `/admin/media/upload?replaces=${uploaded.id}`);
    expect(replaced.status).toBe(200);
    expect(await (await request(item?.url ?? "")).text()).toContain("new");
    const wrongKind = await upload(await photo(), `/admin/media/upload?replaces=${uploaded.id}`);
    expect(wrongKind.status).toBe(400);
    expect(await wrongKind.json()).toMatchObject({ error: "other_kind" });

    const copy = [{ id: "brochure", render_name: "copy", value: { copy_text: `<p><a href="${item?.url}">Brochure</a></p>` } }];
    await site.services.content.saveEntities(
      [{ type: "landing_page", path: "/brochures", published: { title: "Brochures", metadata: {}, elements: copy } }],
      silentLogger,
    );
    const page = await (await request(uploaded.location, { headers: { cookie: cookies.editor } })).text();
    expect(page).toContain("/brochures");
    const malformed = await request(uploaded.location, {
      method: "POST",
      body: "--x\r\nnot a part",
      headers: { Origin: SITE, cookie: cookies.editor, "Content-Type": "multipart/form-data; boundary=x" },
    });
    expect(malformed.status).toBe(400);
    const unticked = await postForm(uploaded.location, { intent: "delete" });
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain("Tick the box to confirm that the file goes for good.");
    const untitled = await postForm(uploaded.location, { intent: "details", title: " " });
    expect(untitled.status).toBe(400);
    expect(await untitled.text()).toContain("Give the file a title.");
    expect((await postForm(uploaded.location, { intent: "rename" })).status).toBe(400);
    const refused = await postForm(uploaded.location, { intent: "delete", confirm: "yes" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Take it off them first");
  });

  it("answers the picker to editors only", async () => {
    expect((await request("/admin/media/choose", { headers: { cookie: cookies.sales } })).status).toBe(403);
    expect((await request("/admin/media/choose")).status).toBe(302);
    const anonymous = await upload(await photo(), "/admin/media/upload", "");
    expect(anonymous.status).toBe(302);
  });

  it("an editor who closes the tab mid-upload ends that request only, and no file is left", async () => {
    const server = await listen(site.app.fetch);
    try {
      const body = `--cut\r\nContent-Disposition: form-data; name="file"; filename="door.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
      const head =
        `POST /admin/media/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${SITE}\r\nCookie: ${cookies.editor}\r\n` +
        `Content-Type: multipart/form-data; boundary=cut\r\nContent-Length: 500000\r\n\r\n`;
      await sendAndHangUp(server.port, head, [new TextEncoder().encode(body), JPEG_HEAD, new Uint8Array(64 * 1024)]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${server.url}/admin/media`, { headers: { cookie: cookies.editor } })).status).toBe(200);
      expect(await readdir(path.join(site.storageDir, UPLOADS_FOLDER))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
