import { and, asc, eq, gte } from "drizzle-orm";
import { csvText } from "~/lib/csv";
import type { Db } from "~/platform/db";
import { leadDeliveries, leadSubmissions } from "./tables.server";
import type { LeadForm } from "./options";
import { leadFieldOrder } from "./schemas";

/** The leads of one form since a date as CSV: one row per lead, one column per field, then photos and delivery. */
export async function leadsCsv(db: Db, form: LeadForm, since: Date): Promise<string> {
  const leads = await db
    .select()
    .from(leadSubmissions)
    .where(and(eq(leadSubmissions.form, form), gte(leadSubmissions.createdAt, since)))
    .orderBy(asc(leadSubmissions.createdAt));
  const deliveries = await db.select().from(leadDeliveries);
  const fieldNames = leadFieldOrder(form).filter((name) => leads.some((lead) => lead.fields[name] !== undefined));
  const header = ["id", "submitted_at", ...fieldNames, "photos", "delivered"];
  const rows = leads.map((lead) => {
    const own = deliveries.filter((delivery) => delivery.submissionId === lead.id);
    const delivered = own.length > 0 && own.every((delivery) => delivery.deliveredAt !== null);
    return [
      lead.id,
      lead.createdAt.toISOString(),
      ...fieldNames.map((name) => lead.fields[name]),
      lead.photos.map((photo) => `${photo.original_name} (leads/${photo.file})`),
      delivered ? "yes" : "pending",
    ];
  });
  return csvText([header, ...rows]);
}
