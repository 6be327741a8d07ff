import yazl from "yazl";

/** Demo files of the other display types: real OOXML and ZIP where yazl can write them, small stand-ins otherwise. */

const FIXED_TIME = new Date("2024-01-01T00:00:00Z");
const xml = (text: string) => text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c] ?? c);

/** A zip of these entries, built in memory (the demo files are a few KB). */
export function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) zip.addBuffer(Buffer.from(content), name, { mtime: FIXED_TIME });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}

const rels = (target: string, type: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${type}" Target="${target}"/></Relationships>`;
const OFFICE_DOCUMENT = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument";

/** A Word document with a heading and paragraphs. */
export function writeDocx(title: string, paragraphs: string[]): Promise<Buffer> {
  const body = [title, ...paragraphs].map((text) => `<w:p><w:r><w:t xml:space="preserve">${xml(text)}</w:t></w:r></w:p>`).join("");
  return zipOf({
    "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    "_rels/.rels": rels("word/document.xml", OFFICE_DOCUMENT),
    "word/document.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  });
}

/** An Excel workbook with one sheet of rows. */
export function writeXlsx(rows: string[][]): Promise<Buffer> {
  const sheetRows = rows
    .map((row, r) => `<row r="${r + 1}">${row.map((cell) => `<c t="inlineStr"><is><t>${xml(cell)}</t></is></c>`).join("")}</row>`)
    .join("");
  return zipOf({
    "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    "_rels/.rels": rels("xl/workbook.xml", OFFICE_DOCUMENT),
    "xl/workbook.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sizes" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": rels(
      "worksheets/sheet1.xml",
      "http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet",
    ),
    "xl/worksheets/sheet1.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
  });
}

/** DOC, XLS, PPT and PPTX have no writer here: a small file of the right name, its text a summary. */
export function writeStandIn(title: string, lines: string[]): Buffer {
  // A sheet index, so the stand-ins weigh a few KB like the files they stand for.
  const sheets = Array.from({ length: 24 + (title.length % 40) }, (_, n) => `Sheet ${n + 1}: ${title}, ${lines[n % lines.length] ?? ""}`);
  return Buffer.from(`${title}\n\n${lines.join("\n")}\n\n${sheets.join("\n")}\n`, "utf8");
}

const formats = { DWG: "an AutoCAD drawing (DWG)", RFA: "a Revit family (RFA)" } as const;

/**
 * A DWG or RFA entry's file: a text note that says, from its first line, what it is not. No
 * installable tool writes either format, and bytes that only look like one (a DWG's version
 * header) would mislead whoever opens the file.
 */
export function writeSample(displayType: keyof typeof formats, title: string, lines: string[]): Buffer {
  return Buffer.from(
    [
      `SAMPLE FILE: this is not ${formats[displayType]}.`,
      "It stands in for one in the LaCantina Doors demo library, which no installable tool can write.",
      "",
      title,
      "",
      ...lines,
      "",
    ].join("\n"),
    "utf8",
  );
}
