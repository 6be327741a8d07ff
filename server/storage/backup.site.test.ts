import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entities } from "../../app/features/content/index.server";
import { leadSubmissions } from "../../app/features/leads/index.server";
import { UPLOADS_FOLDER } from "../../app/platform/file-upload.server";
import { sniffMedia } from "../../app/lib/sniff";
import { siteTestDatabases } from "../../tests/support/database";
import { leadFormData, validLeads } from "../../tests/support/leads";
import { jpegPhoto } from "../../tests/support/photo";
import { openTestSite, type TestSite } from "../../tests/support/site";
import { parseConfig } from "../config";
import { openDatabase } from "./db";
import { restoreBackup } from "./restore";
import { openStorage } from "./storage";

const SITE = "http://localhost:3000";
const editor = { id: "u-ed", name: "Ed Itor" };
const WRITES = 6;

describe.each(siteTestDatabases())("a backup taken while the site is written to, restored into a fresh folder, on $name", ({ open }) => {
  let folder: string;
  let site: TestSite;
  let restored: TestSite | undefined;
  let photo: Buffer;
  /** What happens right after the backup's database snapshot, before it copies the files. */
  let afterSnapshot = async () => {};
  const places = (name: string) => ({ DATA_DIR: path.join(folder, name, "data"), STORAGE_DIR: path.join(folder, name, "storage") });

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "doors-backup-site-"));
    photo = await jpegPhoto(64, 48, "#8a6d3b");
    const database = await open();
    const snapshot = database.snapshot!;
    database.snapshot = async () => {
      const taken = await snapshot();
      await afterSnapshot();
      return taken;
    };
    site = await openTestSite(database, {
      ...places("live"),
      // Every lead comes from this test's one address, at once.
      FORM_RATE_LIMIT: "1000",
      FORM_MIN_FILL_SECONDS: "0",
    });
  }, 480_000);
  afterAll(async () => {
    await restored?.close();
    await site?.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** A project with one photo, through the lead API as the page's script sends it; answers whether it was acknowledged. */
  async function postLead(name: string): Promise<string> {
    const body = leadFormData(
      "lac_submit_project",
      { ...validLeads.lac_submit_project, project_name: name },
      { _fill_token: site.services.leads.fillToken() },
    );
    body.append("photo[]", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `${name}.jpg`);
    const response = await site.app.request(`${SITE}/api/v1/forms/submit`, { method: "POST", body, headers: { Origin: SITE } });
    expect(response.status).toBe(200);
    return name;
  }

  async function uploadMedia(name: string): Promise<string> {
    const tempFile = path.join(places("live").STORAGE_DIR, UPLOADS_FOLDER, `${name}.part`);
    await mkdir(path.dirname(tempFile), { recursive: true });
    await writeFile(tempFile, photo);
    const media = sniffMedia(photo);
    if (!media) throw new Error("the test photo is no image");
    const added = await site.services.mediaLibrary.add(
      { tempFile, media, bytes: photo.length, originalName: `${name}.jpg` },
      { alt: name, title: name },
      editor,
    );
    if (!added.ok) throw new Error(`upload refused: ${added.reason}`);
    return added.item.url;
  }

  async function saveRevision(id: number, title: string): Promise<number> {
    const page = await site.services.content.editing.entityForEditor(id);
    if (!page) throw new Error("no page");
    const details = { title, metadata: page.metadata, tags: page.tags, publicationDate: null };
    const saved = await site.services.content.editing.saveDraft(id, details, null, page.revision, editor);
    if (!saved.ok) throw new Error(`save refused: ${saved.reason}`);
    return saved.revision;
  }

  it("holds every lead with its photos, page revision and media file acknowledged before it began, and no row without its file", async () => {
    const [page] = await site.db.select({ id: entities.id }).from(entities).limit(1);
    const pageId = page!.id;
    const leadsBefore: string[] = [];
    for (let index = 0; index < WRITES; index += 1) leadsBefore.push(await postLead(`Before ${index}`));
    const revisionBefore = await saveRevision(pageId, "Saved before the backup");
    const mediaBefore = await uploadMedia("before-backup");
    const [deletedAfterSnapshot] = await site.db.select().from(leadSubmissions).limit(1);
    const mediaRemovedAfterSnapshot = (await site.services.mediaLibrary.list({ q: "", kind: "" }, 1)).items.find(
      (item) => item.url === mediaBefore,
    );
    // Between the snapshot and the copy of the files: rows the snapshot holds lose their files.
    afterSnapshot = async () => {
      expect(await site.services.leadInbox.remove(editor, deletedAfterSnapshot!.id)).toMatchObject({ ok: true });
      expect(await site.services.mediaLibrary.remove(mediaRemovedAfterSnapshot!.id, editor)).toMatchObject({ ok: true });
    };

    // Writes while the backup runs: leads with photos, a revision and an upload.
    const backup = site.services.backups!.run();
    const during = Promise.all([
      ...Array.from({ length: WRITES }, (_, index) => postLead(`During ${index}`)),
      saveRevision(pageId, "Saved during the backup"),
      uploadMedia("during-backup"),
    ]);
    const [made] = await Promise.all([backup, during]);
    expect(await site.db.select().from(leadSubmissions)).toHaveLength(2 * WRITES - 1);

    const target = parseConfig(places("restored"));
    const back = await restoreBackup(path.join(places("live").DATA_DIR, "backups", made.name), {
      dataDir: target.DATA_DIR,
      files: openStorage(target).files,
      scratchDir: path.join(target.STORAGE_DIR, UPLOADS_FOLDER),
    });
    expect(back.files).toBe(made.files);
    restored = await openTestSite(await openDatabase({ dataDir: target.DATA_DIR }), places("restored"));

    const leads = await restored.db.select().from(leadSubmissions);
    const names = leads.map((lead) => String(lead.fields.project_name));
    expect(names).toEqual(expect.arrayContaining(leadsBefore));
    for (const lead of leads) {
      expect(lead.photos.length).toBeGreaterThan(0);
      for (const stored of lead.photos) expect(await restored.services.storage.files.readAll(`leads/${stored.file}`)).toEqual(photo);
    }
    const history = (await restored.services.content.editing.entityForEditor(pageId))?.history.map((entry) => entry.revision) ?? [];
    expect(history).toContain(revisionBefore);

    const media = await restored.services.mediaLibrary.list({ q: "", kind: "" }, 1);
    const urls = media.items.map((item) => item.url);
    expect(urls).toContain(mediaBefore);
    // The demo's own files are the shared folder the test sites link to, which the backup leaves
    // out; every file staff uploaded must come back.
    for (const url of urls.filter((address) => address.startsWith("/media/library/"))) {
      const served = await restored.app.request(`${SITE}${url}`);
      expect(served.status, url).toBe(200);
    }
  }, 240_000);
});
