import { createHash } from "node:crypto";
import { mkdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { DocumentRecord } from "../../app/features/documents/index.server";
import { DOCUMENT_TYPE_GROUP, groupedTag, mimeTypes } from "../../app/features/documents/taxonomy";
import { type DemoDocument, demoDocuments } from "./catalogue";
import { planDrawing, sectionDrawing } from "./dxf";
import { writeDocx, writeSample, writeStandIn, writeXlsx, zipOf } from "./office";
import { type PdfPage, wrap, writePdf } from "./pdf";
import { writeAtomically } from "../write-atomically";

const MANIFEST = "documents/.demo-documents.json";
const FIRST_DAY = Date.UTC(2023, 0, 2);

function pdfPages(doc: DemoDocument): PdfPage[] {
  const about = wrap(doc.facts.join(" "));
  const tags = doc.groupedTags.map((tag) => `- ${tag}`);
  return [
    { heading: "Overview", lines: [doc.description, "", ...about] },
    { heading: "Applies to", lines: [`Document type: ${doc.documentType}`, "", ...tags] },
    {
      heading: "Notes",
      lines: wrap(`${doc.title}. Dimensions are nominal; verify rough openings on site before ordering. ${about.join(" ")}`),
    },
  ];
}

async function fileOf(doc: DemoDocument): Promise<Buffer> {
  switch (doc.displayType) {
    case "PDF":
      return writePdf(doc.title, pdfPages(doc));
    case "DOCX":
      return writeDocx(doc.title, [doc.description, ...doc.facts]);
    case "XLSX":
      return writeXlsx([
        ["Panels", "Max width (ft)", "Max height (ft)"],
        ...[1, 2, 3, 4, 5, 6].map((n) => [String(n), String(n * 3.5), "10"]),
      ]);
    case "ZIP":
      return zipOf({
        [`${doc.key}-plan.dxf`]: planDrawing(doc.title, 4 + (doc.age % 3)),
        [`${doc.key}-section.dxf`]: sectionDrawing(doc.title),
        [`${doc.key}-plan.pdf`]: writePdf(`${doc.title}: plan`, pdfPages(doc).slice(0, 1)),
        [`${doc.key}-section.pdf`]: writePdf(`${doc.title}: section`, pdfPages(doc).slice(1, 2)),
        "README.txt": `${doc.title}\n${doc.description}\n`,
      });
    case "DWG":
    case "RFA":
      return writeSample(doc.displayType, doc.title, [doc.description, ...doc.facts]);
    default:
      return writeStandIn(doc.title, [doc.description, ...doc.facts]);
  }
}

async function readManifest(file: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Writes the demo library's files under `media/documents/` (skipping those the manifest says are
 * current) and answers the table rows for them.
 */
export async function ensureDemoDocuments(
  storageDir: string,
  docs: readonly DemoDocument[] = demoDocuments(),
): Promise<{ records: DocumentRecord[]; generated: number }> {
  const mediaRoot = path.resolve(storageDir, "media");
  await mkdir(path.join(mediaRoot, "documents"), { recursive: true });
  const manifestFile = path.join(mediaRoot, MANIFEST);
  const manifest = await readManifest(manifestFile);
  let generated = 0;
  const records: DocumentRecord[] = [];
  for (const doc of docs) {
    const content = await fileOf(doc);
    const filePath = `documents/${doc.key}.${doc.displayType.toLowerCase()}`;
    const hash = createHash("sha256").update(content).digest("hex").slice(0, 16);
    const target = path.join(mediaRoot, filePath);
    if (manifest[filePath] !== hash || !(await stat(target).catch(() => null))) {
      await writeAtomically(target, content);
      manifest[filePath] = hash;
      generated += 1;
    }
    records.push({
      key: doc.key,
      title: doc.title,
      description: doc.description,
      displayType: doc.displayType,
      mimeType: mimeTypes[doc.displayType],
      documentTypes: [doc.documentType],
      // Document Type is a group too, so a document group block can ask for "Document Type/PDF".
      groupedTags: [...doc.groupedTags, groupedTag(DOCUMENT_TYPE_GROUP, doc.documentType)],
      size: content.length,
      updatedAt: new Date(FIRST_DAY + doc.age * 86_400_000),
      filePath,
      cdnPaths: { original: `/media/${filePath}` },
      body: doc.facts.join(" "),
    });
  }
  if (generated > 0) await writeAtomically(manifestFile, JSON.stringify(manifest, null, 2));
  return { records, generated };
}
