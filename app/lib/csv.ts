/** One CSV cell, safe to open in a spreadsheet: quoted when needed, never read as a formula. */
export function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? "" : Array.isArray(value) ? value.join("; ") : String(value);
  // A leading =, +, - or @ would be run as a formula by spreadsheet programs.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text (RFC 4180, CRLF line ends). */
export const csvText = (rows: readonly (readonly unknown[])[]) => rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";

/** One record of a CSV file with the line it starts on (1-based), for messages about it. */
export type CsvRecord = { line: number; cells: string[] };

/**
 * The records of a CSV text (RFC 4180: quoted cells may hold commas, quotes as `""` and line
 * breaks). Blank lines are skipped; an unclosed quote ends the file and is reported as `unclosedAt`.
 */
export function parseCsv(text: string): { records: CsvRecord[]; unclosedAt: number | null } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== "") records.push({ line: recordLine, cells });
    cells = [];
    cell = "";
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else {
        if (character === "\n") line += 1;
        cell += character;
      }
    } else if (character === '"' && cell === "") quoted = true;
    else if (character === ",") {
      cells.push(cell);
      cell = "";
    } else if (character === "\n" || character === "\r") {
      if (character === "\r" && text[index + 1] === "\n") index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += character;
  }
  if (quoted) return { records, unclosedAt: recordLine };
  endRecord();
  return { records, unclosedAt: null };
}
