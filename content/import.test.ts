import { eq, sql } from "drizzle-orm";
import { mkdir, mkdtemp, readdir, stat, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../server/storage/db";
import { createContentService, entities } from "../app/features/content/index.server";
import { createDocumentLibrary, createDocumentService, documents } from "../app/features/documents/index.server";
import { galleryItems } from "../app/features/gallery/index.server";
import { mediaItems } from "../app/features/media-library/index.server";
import { createDealerService, createStaffDealers } from "../app/features/dealers/index.server";
import { searchDocuments } from "../app/features/search/index.server";
import { createRedirectService } from "../app/features/seo/index.server";
import { testDatabases } from "../tests/support/database";
import { silentLogger } from "../tests/support/silent-logger";
import { DEMO_MEDIA_ENV } from "../tests/support/template";
import { demoSeed, importDemoContent } from "./index";
import { createAuditLog } from "../app/features/audit/index.server";

const nothing = { entities: 0, redirects: 0, documents: 0, galleryItems: 0, dealers: 0 };

describe.each(testDatabases())("demo content import on $name", ({ open }) => {
  let database: Database;
  let storageDir: string;
  beforeAll(async () => {
    database = await open();
    storageDir = await mkdtemp(path.join(os.tmpdir(), "doors-storage-"));
    // The photos the global setup rendered: rendering is tested in content/media; here, the import.
    const demoMedia = process.env[DEMO_MEDIA_ENV] ?? "";
    await mkdir(path.join(storageDir, "media"));
    // Documents are written here, not in the shared folder: a test below removes one that other tests serve.
    for (const entry of demoMedia ? await readdir(demoMedia) : []) {
      if (entry !== "documents") await symlink(path.join(demoMedia, entry), path.join(storageDir, "media", entry));
    }
  });
  afterAll(() => database.close());

  it("fills an empty database and is idempotent", async () => {
    const content = createContentService(database.db, "en-US", { audit: createAuditLog(database.db) });
    expect(await content.isEmpty()).toBe(true);
    const first = await importDemoContent({ db: database.db, storageDir, log: silentLogger });
    const second = await importDemoContent({ db: database.db, storageDir, log: silentLogger });
    const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(entities);
    expect(row?.count).toBe(first.entities);
    expect(second.entities).toBe(first.entities);
    expect(second.imagesGenerated).toBe(0);
    expect(second.rejected).toBe(0);
    expect(second.removed).toEqual(nothing);
    expect(second.kept).toEqual(nothing);
    expect(await content.isEmpty()).toBe(false);
  }, 240_000);

  it("links the fr-CA and en-CA translations to their en-US sources, the French category page at its own slug", async () => {
    const content = createContentService(database.db, "en-US", { audit: createAuditLog(database.db) });
    const french = await content.pageInLocale("/products/folding-doors", "fr-CA");
    expect(french).toEqual({ kind: "elsewhere", path: "/produits/portes-pliantes" });
    const folding = await content.pageInLocale("/produits/portes-pliantes", "fr-CA");
    expect(folding?.kind === "page" && folding.page.title).toBe("Portes pliantes");
    expect(folding?.kind === "page" && folding.translations).toEqual([
      { locale: "en-CA", path: "/products/folding-doors" },
      { locale: "en-US", path: "/products/folding-doors" },
      { locale: "fr-CA", path: "/produits/portes-pliantes" },
    ]);
    const home = await content.pageInLocale("/", "fr-CA");
    expect(home?.kind === "page" && home.page.elements.every((block) => block.lang === undefined)).toBe(true);
    const english = await content.pageInLocale("/", "en-CA");
    expect(JSON.stringify(english)).toContain("19 800 mm (65 ft)");
    const bar = await content.componentsByName(["notification_bar", "featured_products"], "fr-CA");
    expect(JSON.stringify(bar)).toContain("Nous sommes là pour vous aider.");
    expect(JSON.stringify(bar)).not.toContain('"lang"');
  });

  it("lists the demo's photos and clips in the media library once, with the content's alt text, keeping what staff changed", async () => {
    const items = () => database.db.select().from(mediaItems).orderBy(mediaItems.path);
    const listed = await items();
    const byPath = new Map(listed.map((item) => [item.path, item]));
    const hero = byPath.get("media/home/hero.jpg");
    expect(hero).toMatchObject({
      kind: "image",
      contentType: "image/jpeg",
      width: 2560,
      height: 1440,
      uploadedBy: "Demo content",
      title: "Hero",
      tags: ["Home"],
    });
    expect(hero?.altText).not.toBe("");
    // A product's photo takes the catalogue's alt text; a gallery clip is a video.
    expect(listed.some((item) => item.path.startsWith("media/products/") && item.altText !== "")).toBe(true);
    expect(listed.some((item) => item.kind === "video" && item.contentType === "video/mp4")).toBe(true);
    // A gallery video and its poster are titled as the gallery titles the video, not by their file names.
    expect(byPath.get("media/gallery/videos/v2-folding-door-overview.mp4")?.title).toBe("V2 Folding Door Overview");
    expect(byPath.get("media/gallery/videos/v2-folding-door-overview.jpg")?.title).toBe("V2 Folding Door Overview (poster)");
    // Nearly every photo is described where the site shows it.
    const images = listed.filter((item) => item.kind === "image");
    expect(images.length).toBeGreaterThan(150);
    expect(images.filter((item) => item.altText === "").length).toBeLessThan(images.length / 10);

    await database.db.update(mediaItems).set({ altText: "An editor's own words" }).where(eq(mediaItems.path, "media/home/hero.jpg"));
    await importDemoContent({ db: database.db, storageDir, log: silentLogger });
    const again = await items();
    expect(again).toHaveLength(listed.length);
    expect(again.find((item) => item.path === "media/home/hero.jpg")?.altText).toBe("An editor's own words");
  }, 240_000);

  it("serves the published home page", async () => {
    const home = await createContentService(database.db, "en-US", { audit: createAuditLog(database.db) }).pageByPath("/");
    expect(home?.elements[0]?.render_name).toBe("blade_large_hero");
  });

  it("keeps the draft-only demo page out of the published site and in preview", async () => {
    const content = createContentService(database.db, "en-US", { audit: createAuditLog(database.db) });
    expect(await content.pageByPath("/about/design-center")).toBeNull();
    expect((await content.previewByPath("/about/design-center"))?.title).toBe("Design Center");
  });

  it("removes what the seed no longer has, and keeps what staff changed or made", async () => {
    const { db } = database;
    const content = createContentService(db, "en-US", { audit: createAuditLog(db) });
    const full = demoSeed();
    const [droppedPage] = await db.select().from(entities).where(eq(entities.path, "/terms-of-use"));
    const [editedPage] = await db.select().from(entities).where(eq(entities.path, "/about/careers"));
    const details = { title: "Careers, as the editor wrote it", metadata: {}, tags: [], publicationDate: null };
    await content.editing.saveDraft(editedPage!.id, details, null, editedPage!.revision, { id: "editor-1", name: "Ed Itor" });
    await content.editing.create("landing_page", "/showroom-events", "Showroom events", { id: "editor-1", name: "Ed Itor" });
    const [droppedRedirect, changedRedirect] = full.redirects;
    await createRedirectService(db).saveRedirects(
      [
        { from: "/old-showroom", to: "/about/contact", status: 301 },
        { from: changedRedirect!.from, to: "/products/screens", status: 301 },
      ],
      silentLogger,
    );
    const [droppedDocument, withdrawnDocument] = full.documents;
    const [seededFile] = await db.select().from(documents).where(eq(documents.key, droppedDocument!.key));
    const [withdrawnRow] = await db.select().from(documents).where(eq(documents.key, withdrawnDocument!.key));
    const library = createDocumentLibrary({ db, storageDir, audit: createAuditLog(db), changes: { publish: async () => {} } });
    await library.setListed(withdrawnRow!.id, false, { id: "editor-1", name: "Ed Itor" });
    await createDocumentService(db).save([
      {
        key: "staff-price-list",
        title: "Price list",
        displayType: "PDF",
        mimeType: "application/pdf",
        size: 1,
        filePath: "documents/staff-price-list.pdf",
        cdnPaths: { original: "/media/documents/staff-price-list.pdf" },
      },
    ]);
    const [droppedItem] = full.galleryItems;
    const [droppedDealer, editedDealer] = full.dealers;
    const dealerService = createDealerService(db);
    const seededDealer = await dealerService.bySlug(editedDealer!.slug!);
    const staffDealers = createStaffDealers(db, { audit: createAuditLog(db), changes: { publish: async () => {} } });
    await staffDealers.save({ ...editedDealer!, phone: "(555) 555-0199" }, { id: "staff", name: "Staff" }, seededDealer!.id);
    let changes = 0;
    const kinds = new Set<string>();

    const result = await importDemoContent({
      db,
      storageDir,
      log: silentLogger,
      changes: {
        publish: async (change) => {
          changes += 1;
          kinds.add(change.kind);
        },
      },
      seed: {
        entities: full.entities.filter((entity) => entity.path !== "/terms-of-use" && entity.path !== "/about/careers"),
        redirects: full.redirects.filter((redirect) => redirect !== droppedRedirect),
        documents: full.documents.filter((document) => document !== droppedDocument),
        galleryItems: full.galleryItems.filter((item) => item !== droppedItem),
        dealers: full.dealers.filter((dealer) => dealer !== droppedDealer),
        translations: full.translations,
      },
    });

    expect(result.removed).toEqual({ entities: 1, redirects: 1, documents: 1, galleryItems: 1, dealers: 1 });
    expect(result.kept).toEqual({ entities: 1, redirects: 1, documents: 1, galleryItems: 0, dealers: 1 });
    expect(await dealerService.bySlug(droppedDealer!.slug!)).toBeUndefined();
    expect((await dealerService.bySlug(editedDealer!.slug!))?.phone).toBe("(555) 555-0199");
    expect(result.keptGoneFromSeed).toEqual(["/about/careers"]);
    expect(changes).toBeGreaterThan(0);
    // The running site drops every page and rereads its redirects at once (npm run content:import).
    expect([...kinds].sort()).toEqual(["content", "redirects"]);
    expect(await content.previewByPath("/terms-of-use")).toBeNull();
    expect(await db.select().from(searchDocuments).where(eq(searchDocuments.entityId, droppedPage!.id))).toEqual([]);
    expect((await content.previewByPath("/about/careers"))?.title).toBe("Careers, as the editor wrote it");
    expect((await content.previewByPath("/showroom-events"))?.title).toBe("Showroom events");
    const redirects = createRedirectService(db);
    expect(await redirects.resolve(droppedRedirect!.from)).toBeNull();
    expect((await redirects.resolve("/old-showroom"))?.location).toBe("/about/contact");
    expect((await redirects.resolve(changedRedirect!.from))?.location).toBe("/products/screens");
    const keys = (await db.select({ key: documents.key }).from(documents)).map((row) => row.key);
    expect(keys).toContain("staff-price-list");
    expect(keys).not.toContain(droppedDocument!.key);
    await expect(stat(path.join(storageDir, "media", seededFile!.filePath))).rejects.toThrow();
    // A document staff withdrew stays out of the library, and its file is not written back where visitors reach it.
    expect(await library.document(withdrawnRow!.id)).toMatchObject({ listed: false });
    await expect(stat(path.join(storageDir, "media", withdrawnRow!.filePath))).rejects.toThrow();
    expect(await db.select().from(galleryItems).where(eq(galleryItems.id, droppedItem!._id))).toEqual([]);
  }, 240_000);

  it("does not put a seed page back at the address an editor moved it away from", async () => {
    const { db } = database;
    const content = createContentService(db, "en-US", { audit: createAuditLog(db) });
    const [page] = await db.select().from(entities).where(eq(entities.path, "/learn/green-design"));
    const editor = { id: "editor-1", name: "Ed Itor" };
    expect((await content.editing.move(page!.id, "/learn/sustainability", page!.revision, editor)).ok).toBe(true);
    // What the editor's move leaves behind (editor-page.server.ts): a 301 of staff's own.
    await createRedirectService(db).saveRedirects(
      [{ from: "/learn/green-design", to: "/learn/sustainability", status: 301 }],
      silentLogger,
    );

    const result = await importDemoContent({ db, storageDir, log: silentLogger });
    expect(result.keptGoneFromSeed).toContain("/learn/sustainability");
    expect(await content.previewByPath("/learn/green-design")).toBeNull();
    expect((await content.pageByPath("/learn/sustainability"))?.id).toBe(page!.id);
    expect((await createRedirectService(db).resolve("/learn/green-design"))?.location).toBe("/learn/sustainability");
  }, 240_000);
});
