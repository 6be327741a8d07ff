// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DocumentHit } from "../../types";
import { serverMarkup } from "../../../../../tests/support/render";
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
// The server's markup: the subgroups are native <details>, which open without any script.
const render = () => serverMarkup(<DocumentGroup value={value} index={1} />);

describe("document_group block", () => {
  afterEach(() => {
    hook.state = { status: "loading" };
  });

  it("parses title, tags and subgroups, with limits", () => {
    expect(DocumentGroupValue.parse({})).toEqual({ title: "", tags: [], subgroups: [] });
    expect(DocumentGroupValue.safeParse({ tags: Array.from({ length: 21 }, () => "General/LEED") }).success).toBe(false);
  });

  it("shows the group header and a spinner while loading, without Download All", () => {
    render();
    expect(screen.getByRole("heading", { level: 2, name: "Installation" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "LOADING..." })).toBeTruthy();
    expect(screen.queryByText("Download All")).toBeNull();
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
    const page = render();
    const summary = screen.getByText("Folding Doors", { selector: "summary" });
    expect([summary.parentElement?.tagName, summary.parentElement?.hasAttribute("open")]).toEqual(["DETAILS", false]);
    const marker = summary.firstElementChild;
    expect([summary.firstChild?.textContent, marker?.getAttribute("aria-hidden"), marker?.textContent]).toEqual([
      "Folding Doors",
      "true",
      "+",
    ]);
    const pdf = screen.getByRole("link", { name: /Folding Install/ });
    expect([pdf.getAttribute("href"), pdf.getAttribute("target")]).toEqual([
      "/pdfViewer?pdf=%2Fmedia%2Fdocuments%2Fa.pdf&title=Folding+Install",
      "_blank",
    ]);
    expect([...page.querySelectorAll("[data-icon]")].map((icon) => icon.getAttribute("data-icon"))).toEqual(["pdf", "dwg"]);
    expect(screen.getByText("CAD (DWG)").tagName).toBe("SPAN");
    // Download All posts a plain form into a hidden frame: the browser's own download (issue 21).
    const downloadAll = screen.getByRole<HTMLButtonElement>("button", { name: "Download All" });
    expect([downloadAll.type, downloadAll.getAttribute("aria-busy")]).toEqual(["submit", "false"]);
    const form = downloadAll.form!;
    expect([form.method, form.getAttribute("action")]).toEqual(["post", "/ES/documents/zip"]);
    expect(page.querySelector(`iframe[name="${form.target}"]`)?.hasAttribute("hidden")).toBe(true);
    const fields = Object.fromEntries(new FormData(form));
    expect(fields.fileName).toBe("Installation");
    expect(JSON.parse(String(fields.docs))).toEqual([
      { name: "Folding Install", url: "/media/documents/a.pdf" },
      { name: "Folding Plan", url: "/media/documents/b.dwg" },
    ]);
  });

  it("shows an untitled subgroup's rows open, with no header", () => {
    hook.state = {
      status: "loaded",
      group: { title: "Warranty", subgroups: [{ title: "", docs: { hits: { total: 1, hits: [hit("w", "Warranty", "PDF")] } } }] },
    };
    const page = render();
    expect(page.querySelector("details")).toBeNull();
    expect(screen.getByText("Warranty", { selector: "span" })).toBeTruthy();
  });

  it("renders only its header when loading failed (SPEC §8: logged only)", () => {
    hook.state = { status: "failed" };
    render();
    expect(screen.getByRole("heading", { level: 2, name: "Installation" })).toBeTruthy();
    expect(screen.queryByText("Download All")).toBeNull();
    expect(screen.queryByRole("img", { name: /LOADING/ })).toBeNull();
    expect(document.body.innerHTML).not.toContain("LOADING");
  });
});
