import { and, desc, sql } from "drizzle-orm";
import { csvCell } from "~/lib/csv";
import type { Db } from "~/platform/db";
import { deliveryState, leadMatching, type LeadQuery } from "./lead-query.server";
import type { LeadDealer } from "~/features/dealers/index.server";
import { leadForms } from "./options";
import { QUOTE_LAYOUT_FIELD } from "./quote-layout";
import type { QuoteLayout } from "~/features/opening";
import { type LeadFields, leadFieldOrder } from "./schemas";
import type { RoutingState } from "./routing";
import { leadSubmissions } from "./tables.server";

/** Leads read from the database at a time while the CSV streams. */
const BATCH = 200;

const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;

/**
 * A quote's layout from the opening helper (issue 37) spreads over columns a spreadsheet can sort
 * and filter: the sentence, then its parts.
 */
const layoutColumns: Record<string, (layout: QuoteLayout) => unknown> = {
  [QUOTE_LAYOUT_FIELD]: (layout) => layout.summary,
  opening_product: (layout) => layout.product,
  opening_width_in: (layout) => layout.opening?.width_in,
  opening_height_in: (layout) => layout.opening?.height_in,
  opening_second_width_in: (layout) => layout.opening?.second_width_in,
  opening_layout: (layout) => layout.layout?.id,
};
const columnsOf = (field: string) => (field === QUOTE_LAYOUT_FIELD ? Object.keys(layoutColumns) : [field]);
function cellOf(fields: LeadFields, column: string): unknown {
  const layout = fields[QUOTE_LAYOUT_FIELD];
  const cell = layoutColumns[column];
  if (!cell) return fields[column];
  return typeof layout === "object" && !Array.isArray(layout) ? cell(layout) : undefined;
}

const deliveredWords = { delivered: "yes", waiting: "waiting", failed: "failed" } as const;

/** Staff accounts' names by id: whom a lead is assigned to, by name (accounts' `staffNames`). */
export type StaffNames = ReadonlyMap<string, string>;

/** A lead's notes in one cell, oldest first, a line each: "2026-05-04 14:02 UTC Maria Lopez: called back". */
const notesCell = sql<string>`coalesce((
  select string_agg(to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC ' || n.author_name || ': ' || n.body, E'\n'
    order by n.created_at, n.id)
  from lead_notes n where n.submission_id = lead_submissions.id), '')`;

/** Where the lead's routing to dealers stands (`routing.ts`); none for a lead that was never routed. */
const routingState = sql<RoutingState | null>`(select r.state from lead_routing r where r.submission_id = lead_submissions.id)`;

/**
 * The dealer the lead is with: the one asked while the lead waits for an answer, the one who
 * accepted it once accepted; none while it is routed, in the sales inbox or never routed. The
 * dealer as it was when offered (the offer's record).
 */
const dealerWithLead = sql<Pick<LeadDealer, "slug" | "name"> | null>`(select o.dealer from lead_offers o
  join lead_routing r on r.submission_id = o.submission_id
  where o.submission_id = lead_submissions.id
    and ((r.state = 'offered' and o.decision is null) or (r.state = 'accepted' and o.decision = 'accepted'))
  order by o.offered_at desc limit 1)`;

/**
 * The leads `query` asks for as CSV lines, newest first, read from the database in batches: a
 * header, then one line per lead with a column for every field of the forms asked for, in the
 * forms' order.
 */
export async function* leadsCsvLines(db: Db, query: LeadQuery, staffNames: StaffNames): AsyncGenerator<string> {
  const columns = [...new Set((query.form ? [query.form] : leadForms).flatMap(leadFieldOrder))].flatMap(columnsOf);
  const assignee = (id: string | null) => (id ? (staffNames.get(id) ?? "A former member of staff") : "");
  yield csvLine([
    "id",
    "submitted_at",
    "form",
    "locale",
    "status",
    "assignee",
    ...columns,
    "routing",
    "dealer",
    "dealer_name",
    "photos",
    "delivered",
    "notes",
  ]);
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: leadSubmissions.id,
        createdAt: leadSubmissions.createdAt,
        // The exact instant to carry on from: a JavaScript date would drop its microseconds.
        at: sql<string>`${leadSubmissions.createdAt}::text`,
        form: leadSubmissions.form,
        locale: leadSubmissions.locale,
        status: leadSubmissions.status,
        assignedTo: leadSubmissions.assignedTo,
        fields: leadSubmissions.fields,
        photos: sql<number>`jsonb_array_length(${leadSubmissions.photos})`,
        delivery: deliveryState,
        notes: notesCell,
        routing: routingState,
        dealer: dealerWithLead,
      })
      .from(leadSubmissions)
      .where(
        and(
          leadMatching(query),
          after ? sql`(${leadSubmissions.createdAt}, ${leadSubmissions.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(leadSubmissions.createdAt), desc(leadSubmissions.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows
      .map((lead) =>
        csvLine([
          lead.id,
          lead.createdAt.toISOString(),
          lead.form,
          lead.locale,
          lead.status,
          assignee(lead.assignedTo),
          ...columns.map((column) => cellOf(lead.fields, column)),
          lead.routing,
          lead.dealer?.slug,
          lead.dealer?.name,
          lead.photos,
          deliveredWords[lead.delivery],
          lead.notes,
        ]),
      )
      .join("");
    const last = rows.at(-1);
    after = last && { at: last.at, id: last.id };
    if (rows.length < BATCH) return;
  }
}

/** The same CSV as a byte stream for a response: each batch is read when the client takes the last one. */
export function leadsCsvStream(db: Db, query: LeadQuery, staffNames: StaffNames): ReadableStream<Uint8Array> {
  const lines = leadsCsvLines(db, query, staffNames);
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
}

/** The whole CSV at once, for the command-line export. */
export async function leadsCsv(db: Db, query: LeadQuery, staffNames: StaffNames): Promise<string> {
  let csv = "";
  for await (const lines of leadsCsvLines(db, query, staffNames)) csv += lines;
  return csv;
}
