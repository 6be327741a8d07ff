import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOADS_FOLDER } from "~/platform/file-upload.server";
import { siteTestDatabases } from "../../../tests/support/database";
import { listen, sendAndHangUp } from "../../../tests/support/listen";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { signedInStaff } from "../../../tests/support/staff";
import { documentQueryHref, emptyQuery } from "./query-state";

const SITE = "http://localhost:3000";
const PDF = "%PDF-1.4\n% Pocket door installation, step by step\n%%EOF\n";
const LIBRARY = "/support/technical-documents";

describe.each(siteTestDatabases())("the documents library's admin over HTTP on $name", ({ open }) => {
  let site: TestSite;
  const cookies = { editor: "", sales: "" };
  const request = (target: string, init?: RequestInit) => site.app.request(`${SITE}${target}`, { redirect: "manual", ...init });
  const page = async (target: string, cookie = "") => (await request(target, { headers: cookie ? { cookie } : {} })).text();
  /** What the library page says it displays: "Displaying results 1 - 20 of N". */
  const libraryTotal = async (target = LIBRARY) => Number(/Displaying results \d+ - \d+ of (\d+)/.exec(await page(target))?.[1]);

  /** A file posted as the upload zone posts it: multipart, asking for JSON. */
  async function upload(file: File, target = "/admin/documents/upload", cookie = cookies.editor) {
    const form = new FormData();
    form.append("file", file);
    const encoded = new Response(form);
    return request(target, {
      method: "POST",
      body: await encoded.arrayBuffer(),
      headers: { Origin: SITE, cookie, Accept: "application/json", "Content-Type": encoded.headers.get("content-type") ?? "" },
    });
  }
  const post = (target: string, fields: [string, string][]) =>
    request(target, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE, cookie: cookies.editor } });
  const details = (title: string, ...tags: string[]): [string, string][] => [
    ["intent", "details"],
    ["title", title],
    ["description", "For installers of stacking pocket doors."],
    ["documentType", "PDF"],
    ...tags.map((tag): [string, string] => ["tag[]", tag]),
  ];

  beforeAll(async () => {
    site = await openTestSite(await open());
    // The demo media are a folder shared by the test workers: this site's files go to its own.
    await rm(path.join(site.storageDir, "media"), { force: true });
    await mkdir(path.join(site.storageDir, "media"));
    cookies.editor = await signedInStaff(site, "editor");
    cookies.sales = await signedInStaff(site, "sales");
  }, 480_000);
  afterAll(() => site?.close());

  it("uploads a PDF, gives it facets, and visitors find it in the library's search, facets and count at once", async () => {
    const before = await libraryTotal();
    expect(await libraryTotal()).toBe(before); // the second visit is the render cache's

    const uploaded = await upload(new File([PDF], "Pocket Door Install.pdf"));
    expect(uploaded.status).toBe(201);
    const { location } = (await uploaded.json()) as { location: string };
    const editorPage = await page(location, cookies.editor);
    expect(editorPage).toContain("Not in the library");
    const address = /(\/media\/documents\/pocket-door-install-[0-9a-f]{8}\.pdf)/.exec(editorPage)?.[1] ?? "";
    expect(address).not.toBe("");
    expect((await request(address)).status).toBe(404);

    const saved = await post(location, [
      ...details("Pocket Door Installation Guide", "Product Sub-Type/Pocket", "General/Installation Instructions"),
      ["list", "yes"],
    ]);
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Saved, and in the library");

    expect(await libraryTotal()).toBe(before + 1);
    const filtered = documentQueryHref({ ...emptyQuery, term: "pocket door installation", tags: ["Product Sub-Type/Pocket"] });
    expect(await page(filtered)).toContain("Pocket Door Installation Guide");
    const file = await request(address);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(PDF);

    expect((await post(location, [["intent", "withdraw"]])).status).toBe(200);
    expect(await libraryTotal()).toBe(before);
    expect(await page(filtered)).not.toContain("Pocket Door Installation Guide");
    expect((await request(address)).status).toBe(404);
  });

  it("refuses what is no document, a form that was tampered with and an unknown facet, with a 4xx and the field's message", async () => {
    const html = await upload(new File(["<html><script>alert(1)</script></html>"], "brochure.pdf"));
    expect(html.status).toBe(415);
    expect(await html.json()).toMatchObject({ error: "not_accepted" });
    const renamed = await upload(new File([PDF], "drawing.dwg"));
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toMatchObject({ error: "name_mismatch" });
    expect(await readdir(path.join(site.storageDir, UPLOADS_FOLDER))).toEqual([]);

    const { location } = (await (await upload(new File([PDF], "Spec Sheet.pdf"))).json()) as { location: string };
    const unknownTag = await post(location, details("Spec\u0000 Sheet", "Product Type/Teleporter"));
    expect(unknownTag.status).toBe(400);
    expect(await unknownTag.text()).toContain("Choose facets from the list.");
    expect((await post(location, details("  "))).status).toBe(400);
    expect((await post(location, [["intent", "explode"]])).status).toBe(400);
    expect((await post(location, details("Spec\u0000 Sheet"))).status).toBe(200);
    expect(await page(location, cookies.editor)).toContain("Spec Sheet");
    expect((await request("/admin/documents/not-a-number", { headers: { cookie: cookies.editor } })).status).toBe(404);
    expect((await request("/admin/documents/999999", { headers: { cookie: cookies.editor } })).status).toBe(404);
  });

  it("is for editors and administrators: sales get 403 and store nothing, visitors the sign-in page", async () => {
    expect((await request("/admin/documents", { headers: { cookie: cookies.sales } })).status).toBe(403);
    expect((await upload(new File([PDF], "Sales Sheet.pdf"), "/admin/documents/upload", cookies.sales)).status).toBe(403);
    expect((await upload(new File([PDF], "Anyone.pdf"), "/admin/documents/upload", "")).status).toBe(302);
    expect(await page("/admin/documents?q=sheet", cookies.editor)).not.toContain("Sales Sheet");
  });

  it("an editor who closes the tab mid-upload ends that request only, and no file is left", async () => {
    const server = await listen(site.app.fetch);
    try {
      const body = `--cut\r\nContent-Disposition: form-data; name="file"; filename="big.dwg"\r\nContent-Type: image/vnd.dwg\r\n\r\nAC1032`;
      const head =
        `POST /admin/documents/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${SITE}\r\nCookie: ${cookies.editor}\r\n` +
        `Content-Type: multipart/form-data; boundary=cut\r\nContent-Length: 5000000\r\n\r\n`;
      await sendAndHangUp(server.port, head, [new TextEncoder().encode(body), new Uint8Array(64 * 1024)]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await fetch(`${server.url}/admin/documents`, { headers: { cookie: cookies.editor } })).status).toBe(200);
      expect(await readdir(path.join(site.storageDir, UPLOADS_FOLDER))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
