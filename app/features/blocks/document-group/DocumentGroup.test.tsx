import { afterEach, describe, expect, it, vi } from "vitest";
import type { DocumentHit } from "~/features/documents";
import { renderInRouter } from "../../../../tests/support/render";
import type { GroupState } from "./use-document-group";

const hook = vi.hoisted(() => ({ state: { status: "loading" } as GroupState }));
vi.mock("./use-document-group", () => ({ useDocumentGroup: () => hook.state }));

const { DocumentGroup } = await import("./DocumentGroup");
const { DocumentGroupValue } = await import("./schema");

const hit = (key: string, title: string, display_type: string): DocumentHit => ({
  _id: key,
  _source: {
    title,
    display_type,
    mime_type: "application/pdf",
    description: "",
    cdn_paths: { original: `/media/documents/${key}.${display_type.toLowerCase()}` },
    "Document Type": [display_type === "DWG" ? "CAD (DWG)" : display_type],
    size: 2048,
    updated_at: "2024-01-01T00:00:00.000Z",
  },
});

const value = DocumentGroupValue.parse({
  title: "Installation",
  tags: ["General/Installation Instructions"],
  subgroups: [{ title: "Folding Doors", tags: ["Product Type/Folding"] }],
});
const render = () => renderInRouter(<DocumentGroup value={value} index={1} />);

describe("document_group block", () => {
  afterEach(() => {
    hook.state = { status: "loading" };
  });

  it("parses title, tags and subgroups, with limits", () => {
    expect(DocumentGroupValue.parse({})).toEqual({ title: "", tags: [], subgroups: [] });
    expect(DocumentGroupValue.safeParse({ tags: Array.from({ length: 21 }, () => "General/LEED") }).success).toBe(false);
  });

  it("shows the group header and a spinner while loading, without Download All", () => {
    const html = render();
    expect(html).toContain("Installation</h2>");
    expect(html).toContain('alt="LOADING..."');
    expect(html).not.toContain("Download All");
  });

  it("starts a titled subgroup collapsed with a + marker; rows have icon, title and document type; PDFs open the viewer in a new tab", () => {
    hook.state = {
      status: "loaded",
      group: {
        title: "Installation",
        subgroups: [
          {
            title: "Folding Doors",
            docs: { hits: { total: 2, hits: [hit("a", "Folding Install", "PDF"), hit("b", "Folding Plan", "DWG")] } },
          },
        ],
      },
    };
    const html = render();
    expect(html).toMatch(/<details class="[^"]*"><summary[^>]*>Folding Doors<span aria-hidden="true"[^>]*>\+<\/span>/);
    expect(html).not.toContain("<details open");
    expect(html).toMatch(/<a href="\/pdfViewer\?pdf=%2Fmedia%2Fdocuments%2Fa\.pdf&amp;title=Folding\+Install"[^>]*target="_blank"/);
    expect(html).toContain('data-icon="pdf"');
    expect(html).toContain('data-icon="dwg"');
    expect(html).toContain("CAD (DWG)</span>");
    expect(html).toMatch(/<button type="button" aria-busy="false"[^>]*>Download All<\/button>/);
  });

  it("shows an untitled subgroup's rows open, with no header", () => {
    hook.state = {
      status: "loaded",
      group: { title: "Warranty", subgroups: [{ title: "", docs: { hits: { total: 1, hits: [hit("w", "Warranty", "PDF")] } } }] },
    };
    const html = render();
    expect(html).not.toContain("<details");
    expect(html).toContain(">Warranty</span>");
  });

  it("renders only its header when loading failed (SPEC §8: logged only)", () => {
    hook.state = { status: "failed" };
    const html = render();
    expect(html).toContain("Installation</h2>");
    expect(html).not.toContain("Download All");
    expect(html).not.toContain("LOADING");
  });
});
