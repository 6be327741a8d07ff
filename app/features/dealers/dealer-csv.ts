import type { LineError } from "~/admin/LineErrors";
import { csvText, parseCsv } from "~/lib/csv";
import { hasUnreadableText } from "~/platform/unreadable-text";
import type { Dealer } from "./dealer";
import { type DealerRecord, DealerRecordFields, dealerInputOf, recordOf } from "./dealer-record";
import { MAX_IMPORT_LINES } from "./import-limits";
import type { DealerLine } from "./staff-dealers.server";

// The dealers as a CSV file (docs/operations.md, "Dealers as CSV"): the export writes every
// dealer's record, the import reads the same columns and checks each line with the form's schema.

/** The columns, in the export's order: the record's fields, named as the admin's form names them. */
export const DEALER_CSV_COLUMNS = Object.keys(DealerRecordFields.shape) as (keyof DealerRecord)[];

/** Every dealer as CSV, each cell safe to open in a spreadsheet (csvCell). */
export function dealersCsv(dealers: readonly Dealer[]): string {
  return csvText([DEALER_CSV_COLUMNS, ...dealers.map((dealer) => DEALER_CSV_COLUMNS.map((column) => recordOf(dealer)[column]))]);
}

// The export writes a cell that starts like a formula with a quote before it (csvCell); the import takes it off again.
const unescaped = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function lineMessage(errors: Partial<Record<string, string[]>>): string {
  return Object.entries(errors)
    .map(([field, messages]) => `${field}: ${(messages ?? []).join(" ")}`)
    .join("; ");
}

/**
 * The dealers of an uploaded CSV, every line checked with the schema of the admin's form; or the
 * lines refused, each with its number and why; or why the whole file is refused (not text, no
 * header of the columns, too many lines).
 */
export function readDealerCsv(text: string): { lines: DealerLine[] } | { errors: LineError[] } | { refused: string } {
  if (hasUnreadableText(text)) return { refused: "The file holds characters no CSV file has (such as NUL): export it again as CSV." };
  const { records, unclosedAt } = parseCsv(text.replace(/^\uFEFF/, ""));
  const [header, ...body] = records;
  const columns = header?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
  const missing = DEALER_CSV_COLUMNS.filter((column) => !columns.includes(column));
  const unknown = columns.filter((column) => !(DEALER_CSV_COLUMNS as string[]).includes(column));
  if (missing.length > 0 || unknown.length > 0 || new Set(columns).size !== columns.length)
    return {
      refused:
        `The first line must name the columns ${DEALER_CSV_COLUMNS.join(", ")} (in any order).${missing.length > 0 ? ` Missing: ${missing.join(", ")}.` : ""}${unknown.length > 0 ? ` Unknown: ${unknown.slice(0, 5).join(", ")}.` : ""}`.slice(
          0,
          600,
        ),
    };
  if (body.length === 0 && unclosedAt === null)
    return { refused: "The file has no dealers in it: one a line, under the line of column names." };
  if (body.length > MAX_IMPORT_LINES)
    return { refused: `The file has more than ${MAX_IMPORT_LINES.toLocaleString("en")} dealers: split it.` };
  const lines: DealerLine[] = [];
  const errors: LineError[] = [];
  for (const { line, cells } of body) {
    if (cells.length !== columns.length) {
      errors.push({ line, message: `It has ${cells.length} cells where the first line names ${columns.length} columns.` });
      continue;
    }
    const raw = Object.fromEntries(
      columns.map((column, index) => {
        const cell = unescaped(cells[index]!);
        return [
          column,
          column === "products"
            ? cell
                .split(/[;,]/)
                .map((value) => value.trim())
                .filter(Boolean)
            : cell,
        ];
      }),
    );
    const record = DealerRecordFields.safeParse(raw);
    if (!record.success) {
      const byField: Record<string, string[]> = {};
      for (const issue of record.error.issues) (byField[String(issue.path[0] ?? "line")] ??= []).push(issue.message);
      errors.push({ line, message: lineMessage(byField) });
      continue;
    }
    const read = dealerInputOf(record.data);
    if (read.ok) lines.push({ line, input: read.input });
    else errors.push({ line, message: lineMessage(read.errors) });
  }
  if (unclosedAt !== null) errors.push({ line: unclosedAt, message: 'A quote (") opened on this line is never closed.' });
  return errors.length > 0 ? { errors } : { lines };
}
