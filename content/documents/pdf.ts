/** A small PDF writer for the demo library: real, multi-page PDFs with text in Helvetica. */

export type PdfPage = { heading: string; lines: string[] };

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 64;

/** PDF string literal: ASCII only, with its delimiters escaped. */
function literal(text: string): string {
  const ascii = text.replace(/[^\x20-\x7e]/g, "-");
  return `(${ascii.replace(/[\\()]/g, "\\$&")})`;
}

/** Breaks text into lines of about `width` characters at spaces. */
export function wrap(text: string, width = 86): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function pageStream(title: string, page: PdfPage, number: number, count: number): string {
  const out = [
    "BT",
    "/F2 18 Tf",
    `${MARGIN} ${PAGE_HEIGHT - MARGIN} Td`,
    `${literal(title)} Tj`,
    "/F2 13 Tf",
    "0 -30 Td",
    `${literal(page.heading)} Tj`,
  ];
  out.push("/F1 11 Tf", "0 -24 Td", "15 TL");
  for (const line of page.lines.slice(0, 40)) out.push(`${literal(line)} '`);
  out.push("ET", "BT", "/F1 9 Tf", `${MARGIN} ${MARGIN / 2} Td`, `${literal(`${title} - page ${number} of ${count}`)} Tj`, "ET");
  return out.join("\n");
}

/** A PDF document whose every page carries the title, a heading and lines of text. */
export function writePdf(title: string, pages: PdfPage[]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const catalog = add("");
  const pagesObject = add("");
  const regular = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const bold = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const kids = pages.map((page, index) => {
    const stream = pageStream(title, page, index + 1, pages.length);
    const content = add(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pagesObject} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Contents ${content} 0 R /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObject} 0 R >>`;
  objects[pagesObject - 1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(" ")}] /Count ${kids.length} >>`;
  const info = add(`<< /Title ${literal(title)} /Producer (LaCantina demo library) >>`);

  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf, "latin1");
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
