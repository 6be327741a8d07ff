import { and, eq } from "drizzle-orm";
import type { LeadDealer } from "~/features/dealers/index.server";
import type { Db } from "~/platform/db";
import { leadDeliveries, leadOffers } from "./tables.server";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The steps of a lead's routing that the router and a reassignment by hand both take, each in the
 * caller's transaction on the lead's locked routing row.
 */

/** A new offer of the lead to `dealer`, its e-mail due now; answers its deadline, `acceptHours` on. */
export async function offerLead(
  tx: Db,
  leadId: string,
  dealer: LeadDealer,
  now: Date,
  acceptHours: number,
  byHand: boolean,
): Promise<Date> {
  const answerBy = new Date(now.getTime() + acceptHours * HOUR_MS);
  await tx.insert(leadOffers).values({ submissionId: leadId, dealer, byHand, offeredAt: now, answerBy, nextAttemptAt: now });
  return answerBy;
}

/** The lead goes to the sales inbox: today's e-mail to the form's recipients, unless it has had it; answers whether it was queued. */
export async function queueSalesEmail(tx: Db, leadId: string): Promise<boolean> {
  const [sent] = await tx
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.submissionId, leadId), eq(leadDeliveries.channel, "email")));
  if (sent) return false;
  await tx.insert(leadDeliveries).values({ submissionId: leadId, channel: "email" });
  return true;
}
