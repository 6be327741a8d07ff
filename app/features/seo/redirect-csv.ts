import { parseCsv } from "~/lib/csv";
import { MAX_IMPORT_LINES } from "./redirect-limits";
import { type StaffRule, StaffRuleSchema } from "./staff-rule";

export const CSV_COLUMNS = ["source", "target", "status"] as const;

export type ImportLine = StaffRule & { line: number };
export type LineError = { line: number; message: string };

/**
 * The redirects of an uploaded CSV (source,target,status; the header line is optional, a blank
 * status is 301). Each bad line is reported with its number and left out; the others are returned.
 */
export function readRedirectCsv(text: string): { lines: ImportLine[]; errors: LineError[] } | { refused: string } {
  const { records, unclosedAt } = parseCsv(text.replace(/^\uFEFF/, ""));
  const body = records[0]?.cells[0]?.trim().toLowerCase() === CSV_COLUMNS[0] ? records.slice(1) : records;
  if (body.length === 0) return { refused: "The file has no redirects in it: one per line, as source,target,status." };
  if (body.length > MAX_IMPORT_LINES)
    return { refused: `The file has more than ${MAX_IMPORT_LINES.toLocaleString("en")} lines: split it.` };
  const lines: ImportLine[] = [];
  const errors: LineError[] = [];
  for (const { line, cells } of body) {
    if (cells.length < 2 || cells.length > 3) {
      errors.push({ line, message: "Give three cells: source, target and status (a blank status is 301)." });
      continue;
    }
    const parsed = StaffRuleSchema.safeParse({ from: cells[0], to: cells[1], status: cells[2] });
    if (parsed.success) lines.push({ ...parsed.data, line });
    else errors.push({ line, message: parsed.error.issues.map((issue) => issue.message).join(" ") });
  }
  if (unclosedAt !== null) errors.push({ line: unclosedAt, message: 'A quote (") opened on this line is never closed.' });
  return { lines, errors };
}
