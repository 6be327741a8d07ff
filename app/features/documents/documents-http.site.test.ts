import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { zipEntries } from "../../../tests/support/zip";
import { eq, inArray } from "drizzle-orm";
import { documents } from "./tables.server";

const SITE = "http://localhost:3000";

describe.each(siteTestDatabases())("technical documents over HTTP on $name", ({ open }) => {
  let site: TestSite;
  const request = (path: string, init?: RequestInit) => site.app.request(`${SITE}${path}`, { redirect: "manual", ...init });
  const post = (path: string, body: unknown) =>
    request(path, {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { Origin: SITE, "Content-Type": "application/json" },
    });

  beforeAll(async () => {
    site = await openTestSite(await open());
  }, 240_000);
  afterAll(() => site.close());

  describe("POST /ES/documents/search", () => {
    it("answers data.hits and aggregations for a term and two filters", async () => {
      const response = await post("/ES/documents/search", {
        filterConfiguration: { tags: ["Product Type/Folding", "Material Type/Aluminum"], term: "installation", filetype: "PDF", page: 0 },
        size: 20,
        from: 0,
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as {
        data: { hits: { total: number; hits: { _source: { title: string } }[] }; aggregations: Record<string, { buckets: unknown[] }> };
      };
      expect(data.hits.total).toBeGreaterThan(0);
      expect(data.hits.hits[0]?._source.title).toBe("Aluminum Folding Door Installation Instructions");
      expect(data.aggregations.grouped_tags?.buckets.length).toBeGreaterThan(0);
      expect(data.aggregations.filetype?.buckets).toContainEqual({ key: "PDF", doc_count: data.hits.total });
    });

    it("pages with from = page x size", async () => {
      const first = (await (await post("/ES/documents/search", { filterConfiguration: { page: 0 } })).json()) as {
        data: { hits: { hits: { _id: string }[] } };
      };
      const second = (await (await post("/ES/documents/search", { filterConfiguration: { page: 1 } })).json()) as {
        data: { hits: { hits: { _id: string }[] } };
      };
      const byFrom = (await (await post("/ES/documents/search", { from: 20 })).json()) as { data: { hits: { hits: { _id: string }[] } } };
      expect(second.data.hits.hits.map((hit) => hit._id)).toEqual(byFrom.data.hits.hits.map((hit) => hit._id));
      expect(second.data.hits.hits[0]?._id).not.toBe(first.data.hits.hits[0]?._id);
    });

    it.each([
      ["malformed JSON", "{"],
      ["a wrong type", { filterConfiguration: { tags: "Folding" } }],
      ["a negative page", { filterConfiguration: { page: -1 } }],
      ["a huge page", { filterConfiguration: { page: 1e9 } }],
      ["a 10 KB term", { filterConfiguration: { term: "x".repeat(10_000) } }],
      ["a huge size", { size: 100_000 }],
    ])("answers 400 for %s", async (_, body) => {
      const response = await post("/ES/documents/search", body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: "bad_request" });
    });

    it("answers an empty result for unknown tags", async () => {
      const response = await post("/ES/documents/search", { filterConfiguration: { tags: ["Product Type/Hovercraft"] } });
      expect(((await response.json()) as { data: { hits: { total: number } } }).data.hits.total).toBe(0);
    });
  });

  describe("POST /ES/documents/group and /info", () => {
    it("answers the group's subgroups with their documents", async () => {
      const response = await post("/ES/documents/group", {
        title: "Warranty",
        tags: ["General/Warranty"],
        subgroups: [{ title: "Screens", tags: ["Product Type/Screens"] }],
        size: 100,
        from: 0,
      });
      const group = (await response.json()) as {
        title: string;
        subgroups: { title: string; docs: { hits: { hits: { _source: { title: string } }[] } } }[];
      };
      expect(group.title).toBe("Warranty");
      expect(group.subgroups[0]?.docs.hits.hits.map((hit) => hit._source.title)).toContain("Pleated Screen Warranty");
    });

    it("answers info for a file name, no hits for another, and 400 without one", async () => {
      const known = await post("/ES/documents/info", { fileName: "pleated-screen-warranty.pdf" });
      expect(await known.json()).toEqual({
        hits: [{ _source: { file_display_name: "Pleated Screen Warranty.pdf", title: "Pleated Screen Warranty" } }],
      });
      expect(await (await post("/ES/documents/info", { fileName: "../../etc/passwd" })).json()).toEqual({ hits: [] });
      expect((await post("/ES/documents/info", {})).status).toBe(400);
    });
  });

  describe("POST /ES/documents/zip", () => {
    it("streams a zip of library files named after the group", async () => {
      const response = await post("/ES/documents/zip", {
        fileName: 'Warranty "Docs"/../x',
        docs: [
          { name: "Pleated Screen Warranty", url: "/media/documents/pleated-screen-warranty.pdf" },
          { name: "Pleated Screen Warranty", url: `${SITE}/media/documents/pleated-screen-brochure.pdf` },
          { name: "Sizes", url: "/media/documents/v2-folding-door-size-chart.xlsx" },
        ],
      });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/zip");
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="Warranty Docs .. x.zip"');
      const entries = await zipEntries(Buffer.from(await response.arrayBuffer()));
      expect(entries.map((entry) => entry.name)).toEqual(["Pleated Screen Warranty.pdf", "Pleated Screen Warranty (2).pdf", "Sizes.xlsx"]);
      expect(entries.every((entry) => entry.size > 0)).toBe(true);
    });

    it.each([
      ["a foreign URL", "https://evil.example/media/documents/pleated-screen-warranty.pdf"],
      ["a path outside the library", "/media/../data/pglite"],
      ["an encoded traversal", "/media/documents/..%2F..%2Fdata"],
      ["a library-shaped path that is no document", "/media/documents/not-a-document.pdf"],
      ["an image of the site", "/media/support/service.jpg"],
    ])("refuses %s with 400", async (_, url) => {
      const response = await post("/ES/documents/zip", { fileName: "x", docs: [{ name: "x", url }] });
      expect(response.status).toBe(400);
    });

    it("answers 404 when a file of the library is missing from storage, and goes on serving", async () => {
      await site.services.documents.save([
        {
          key: "missing-on-disk",
          title: "Missing On Disk",
          description: "",
          displayType: "PDF",
          mimeType: "application/pdf",
          documentTypes: [],
          groupedTags: [],
          size: 1000,
          filePath: "documents/missing-on-disk.pdf",
          cdnPaths: {},
          body: "",
        },
      ]);
      const response = await post("/ES/documents/zip", {
        fileName: "x",
        docs: [
          { name: "Warranty", url: "/media/documents/pleated-screen-warranty.pdf" },
          { name: "Missing", url: "/media/documents/missing-on-disk.pdf" },
        ],
      });
      await site.db.delete(documents).where(eq(documents.key, "missing-on-disk"));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: "not_found" });
      expect((await request("/api/health")).status).toBe(200);
    });

    it("takes Download All's plain form post too, and names the post's token in a cookie", async () => {
      const form = (fields: Record<string, string>) =>
        request("/ES/documents/zip", {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
        });
      const docs = JSON.stringify([{ name: "Warranty", url: "/media/documents/pleated-screen-warranty.pdf" }]);
      const response = await form({ fileName: "Warranty Documents", docs, download: "abc123def456" });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="Warranty Documents.zip"');
      expect(response.headers.get("set-cookie")).toBe("zip_started=abc123def456; Path=/; Max-Age=60; SameSite=Strict");
      expect((await zipEntries(Buffer.from(await response.arrayBuffer()))).map((entry) => entry.name)).toEqual(["Warranty.pdf"]);

      // A token that is not one of ours sets nothing; documents that are not JSON, or unreadable text, are refused.
      expect((await form({ fileName: "x", docs, download: "x; Path=/admin" })).headers.get("set-cookie")).toBeNull();
      expect((await form({ fileName: "x", docs: "[{" })).status).toBe(400);
      expect((await form({ fileName: "x\u0000", docs })).status).toBe(400);
    });

    it("puts a document asked for again (under another name, or at another address of it) in the zip once", async () => {
      const warranty = "/media/documents/pleated-screen-warranty.pdf";
      const docs = [
        { name: "Warranty", url: warranty },
        ...Array.from({ length: 8 }, (_, index) => ({ name: `Copy ${index}`, url: index % 2 ? warranty : `${SITE}${warranty}` })),
        { name: "Sizes", url: "/media/documents/v2-folding-door-size-chart.xlsx" },
      ];
      const response = await post("/ES/documents/zip", { fileName: "x", docs });
      expect(response.status, await response.clone().text()).toBe(200);
      expect((await zipEntries(Buffer.from(await response.arrayBuffer()))).map((entry) => entry.name)).toEqual([
        "Warranty.pdf",
        "Sizes.xlsx",
      ]);
    });

    it("refuses more than 250 MB of documents with a 400 that says so, counting each file once", async () => {
      const large = (key: string) => ({
        key,
        title: key,
        description: "",
        displayType: "PDF",
        mimeType: "application/pdf",
        documentTypes: [],
        groupedTags: [],
        size: 130 * 1024 * 1024,
        filePath: `documents/${key}.pdf`,
        cdnPaths: {},
        body: "",
      });
      await site.services.documents.save([large("large-one"), large("large-two")]);
      const zip = (keys: string[]) =>
        post("/ES/documents/zip", { fileName: "x", docs: keys.map((key) => ({ name: key, url: `/media/documents/${key}.pdf` })) });
      try {
        const both = await zip(["large-one", "large-two"]);
        expect(both.status).toBe(400);
        expect(await both.json()).toMatchObject({
          error: "bad_request",
          message: "These documents come to 260 MB; one download takes at most 250 MB. Download them in smaller groups.",
        });
        // One of them nine times is 130 MB: past the limit's check, to the files (which this test never wrote).
        expect((await zip(Array.from({ length: 9 }, () => "large-one"))).status).toBe(404);
      } finally {
        await site.db.delete(documents).where(inArray(documents.key, ["large-one", "large-two"]));
      }
    });

    it("refuses an empty list and too many files", async () => {
      expect((await post("/ES/documents/zip", { fileName: "x", docs: [] })).status).toBe(400);
      const many = Array.from({ length: 301 }, () => ({ name: "x", url: "/media/documents/pleated-screen-warranty.pdf" }));
      expect((await post("/ES/documents/zip", { fileName: "x", docs: many })).status).toBe(400);
    });
  });

  describe("the technical documents page", () => {
    it("server-renders results, counts and pagination from the URL", async () => {
      const response = await request("/support/technical-documents?Product_Type=Folding&page=2");
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("Technical Documents</h1>");
      expect(html).toMatch(/Displaying results 21 - 40 of \d+/);
      expect(html).toContain('aria-label="Pagination"');
      expect(html).toMatch(/<a aria-current="page"[^>]*href="\/support\/technical-documents\?Product_Type=Folding&amp;page=2"/);
      // Toggling a filter drops the page; selecting the chosen one again removes it.
      expect(html).toContain('href="/support/technical-documents?Product_Type=Folding&amp;Material_Type=Wood"');
      expect(html).toMatch(/href="\/support\/technical-documents"[^>]*>(?:(?!<\/a>).)*Folding<span class="sr-only"> \(selected\)<\/span>/);
    });

    it("says when nothing matches and hides pagination", async () => {
      const html = await (await request("/support/technical-documents?term=zzzzqqq")).text();
      expect(html).toContain("No matching documents found");
      expect(html).not.toContain('aria-label="Pagination"');
    });

    it("opens PDFs in the viewer and downloads other files", async () => {
      const html = await (await request("/support/technical-documents?term=wood+folding+door+brochure")).text();
      expect(html).toContain(
        'href="/pdfViewer?pdf=%2Fmedia%2Fdocuments%2Fwood-folding-door-brochure.pdf&amp;title=Wood+Folding+Door+Brochure"',
      );
      const cad = await (await request("/support/technical-documents?Document_Type=CAD+%28DWG%29")).text();
      expect(cad).toMatch(/href="\/media\/documents\/[a-z0-9-]+\.dwg"[^>]*download=""/);
    });

    it("shows the last page for a page past it, and names as canonical the state it shows, not the query it was given", async () => {
      const canonical = (html: string) => /<link rel="canonical" href="https:\/\/[^/"]+([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
      const folding = await (await request("/support/technical-documents?Product_Type=Folding")).text();
      const total = Number(/Displaying results 1 - \d+ of (\d+)/.exec(folding)?.[1]);
      const last = Math.ceil(total / 20);
      const past = await (await request("/support/technical-documents?Product_Type=Folding&page=99")).text();
      expect(past).toContain(`Displaying results ${(last - 1) * 20 + 1} - ${total} of ${total}`);
      expect(past).toMatch(
        new RegExp(`<a aria-current="page"[^>]*href="/support/technical-documents\\?Product_Type=Folding&amp;page=${last}"`),
      );
      expect(canonical(past)).toBe(`/support/technical-documents?Product_Type=Folding&page=${last}`);
      for (const junk of ["page=abc", "page=0", "Unknown_Group=Foo", "Product_Type=Nope"]) {
        expect(canonical(await (await request(`/support/technical-documents?${junk}`)).text()), junk).toBe("/support/technical-documents");
      }
      expect(canonical(await (await request("/support/technical-documents?Document_Type=PDF&Product_Type=Folding")).text())).toBe(
        "/support/technical-documents?Product_Type=Folding&Document_Type=PDF",
      );
    });

    it("ignores hostile query strings", async () => {
      const response = await request(`/support/technical-documents?page=-4&page=99999&Product_Type=%3Cscript%3E&term=${"a".repeat(5000)}`);
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain("<script>");
    });
  });

  describe("the demo files", () => {
    it("are served from storage with their type and length, ranges supported", async () => {
      const pdf = await request("/media/documents/wood-folding-door-brochure.pdf");
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      const body = Buffer.from(await pdf.arrayBuffer());
      expect(Number(pdf.headers.get("content-length"))).toBe(body.length);
      expect(body.subarray(0, 5).toString()).toBe("%PDF-");
      const range = await request("/media/documents/wood-folding-door-brochure.pdf", { headers: { Range: "bytes=0-3" } });
      expect(range.status).toBe(206);
    });
  });

  describe("the PDF viewer page", () => {
    it("shows a library PDF with the title from the query, or from the library", async () => {
      const html = await (await request("/pdfViewer?pdf=/media/documents/wood-folding-door-brochure.pdf")).text();
      expect(html).toContain("Wood Folding Door Brochure</h1>");
      expect(html).toContain('href="/media/documents/wood-folding-door-brochure.pdf"');
      expect(html).not.toContain("<footer");
      const titled = await (await request("/pdfViewer?pdf=/media/documents/wood-folding-door-brochure.pdf&title=Brochure")).text();
      expect(titled).toContain("Brochure</h1>");
    });

    it.each([
      "https://evil.example/x.pdf",
      "javascript:alert(1)//.pdf",
      "//evil.example/media/documents/a.pdf",
      "/media/documents/../../secret.pdf",
      "/media/documents/a.docx",
    ])("refuses %s with a clear message and no link to it", async (pdf) => {
      const response = await request(`/pdfViewer?pdf=${encodeURIComponent(pdf)}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("This document cannot be shown here.");
      expect(html).not.toContain("evil.example/");
      expect(html).not.toContain("javascript:");
    });
  });
});
