import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { signedInStaff } from "../../../tests/support/staff";
import type { PresenceAnswer } from "./presence";

const SITE = "http://localhost:3000";

describe.each(siteTestDatabases())("two members of staff on one page of the editor, on $name", ({ open }) => {
  let site: TestSite;
  const cookies = { editor: "", admin: "", sales: "" };
  let editorPath = "";
  const request = (target: string, init?: RequestInit) => site.app.request(`${SITE}${target}`, { redirect: "manual", ...init });
  const post = (target: string, cookie: string, fields: Record<string, string>) =>
    request(target, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE, cookie } });
  const beat = async (cookie: string, visit: string) => {
    const answer = await post(`${editorPath}/presence`, cookie, { intent: "open", visit });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toContain("no-store");
    return ((await answer.json()) as PresenceAnswer).editing.map((editor) => editor.name);
  };

  beforeAll(async () => {
    site = await openTestSite(await open());
    cookies.editor = await signedInStaff(site, "editor", "maria@example.com", "Maria Editor");
    cookies.admin = await signedInStaff(site, "admin", "tom@example.com", "Tom Admin");
    cookies.sales = await signedInStaff(site, "sales");
    editorPath = `/admin/content/${(await site.services.content.pageByPath("/about/careers"))?.id}`;
  }, 480_000);
  afterAll(() => site.close());

  it("tells each the other has the page open, never themselves, and forgets one who leaves", async () => {
    expect(await beat(cookies.editor, "visit-of-maria")).toEqual([]);
    expect(await beat(cookies.admin, "visit-of-tom")).toEqual(["Maria Editor"]);
    expect(await beat(cookies.editor, "visit-of-maria")).toEqual(["Tom Admin"]);
    const goodbye = await post(`${editorPath}/presence`, cookies.admin, { intent: "leave", visit: "visit-of-tom" });
    expect(goodbye.status).toBe(204);
    expect(await beat(cookies.editor, "visit-of-maria")).toEqual([]);
  });

  it("refuses visitors, roles without the content and heartbeats it did not give, with a 4xx", async () => {
    const fields = { intent: "open", visit: "visit-of-someone" };
    const visitor = await post(`${editorPath}/presence`, "", fields);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/admin\/sign-in\?/);
    expect((await post(`${editorPath}/presence`, cookies.sales, fields)).status).toBe(403);
    expect(await beat(cookies.editor, "visit-of-maria")).toEqual([]);

    expect((await post(`${editorPath}/presence`, cookies.editor, { intent: "open", visit: "<script>" })).status).toBe(400);
    expect((await post(`${editorPath}/presence`, cookies.editor, { intent: "stay", visit: "visit-of-maria" })).status).toBe(400);
    expect((await post("/admin/content/not-a-page/presence", cookies.editor, fields)).status).toBe(404);
    const json = await request(`${editorPath}/presence`, {
      method: "POST",
      body: JSON.stringify(fields),
      headers: { Origin: SITE, cookie: cookies.editor, "Content-Type": "application/json" },
    });
    expect(json.status).toBe(415);
    expect((await request(`${editorPath}/presence`, { headers: { cookie: cookies.editor } })).status).toBeGreaterThanOrEqual(400);
    expect((await request(`${editorPath}/presence`, { headers: { cookie: cookies.editor } })).status).toBeLessThan(500);
  });

  it("refuses a save on an older revision with the other version beside the editor's own, and saves theirs over when they keep it", async () => {
    const entity = await site.services.content.editing.entityForEditor(Number(editorPath.split("/").pop()));
    const opened = String(entity!.revision);
    const saved = await post(editorPath, cookies.admin, { intent: "details", revision: opened, title: "Careers, as Tom has it" });
    expect(saved.status).toBe(200);

    const mine = { intent: "details", revision: opened, title: "Careers, as Maria has it", tags: "jobs" };
    const refused = await post(editorPath, cookies.editor, mine);
    expect(refused.status).toBe(409);
    const page = (await refused.text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Tom Admin saved this page on");
    expect(page).toContain("Keep my version");
    // Both versions side by side, and the form still holds what Maria typed.
    expect(page).toMatch(/<th scope="row"[^>]*>Title<\/th><td[^>]*>Careers, as Maria has it<\/td><td[^>]*>Careers, as Tom has it<\/td>/);
    expect(page).toMatch(/<th scope="row"[^>]*>Tags<\/th><td[^>]*>jobs<\/td><td[^>]*>\(empty\)<\/td>/);
    expect(page).toContain('value="Careers, as Maria has it"');

    const kept = await post(editorPath, cookies.editor, { ...mine, revision: String(Number(opened) + 1) });
    expect(kept.status).toBe(200);
    const after = await site.services.content.editing.entityForEditor(Number(editorPath.split("/").pop()));
    expect(after).toMatchObject({ title: "Careers, as Maria has it", tags: ["jobs"], updatedBy: "Maria Editor" });
  });
});
