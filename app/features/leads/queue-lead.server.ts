import type { Db } from "~/platform/db";
import { leadDeliveries, leadRouting, type LeadChannel } from "./tables.server";

/** A lead on its way to dealers: the one the visitor chose, if any (a slug the router checks when it offers). */
export type NewRouting = { chosenDealer: string | null };

/**
 * What a lead sets off when it is stored (or released from suspected spam), in the caller's
 * transaction: its deliveries, and its routing when it goes to dealers (issue 36). A routed lead's
 * e-mail to the sales team waits: the router queues it if the lead ends up in the sales inbox.
 */
export async function queueLead(tx: Db, leadId: string, channels: LeadChannel[], routing: NewRouting | null): Promise<void> {
  const due = routing ? channels.filter((channel) => channel !== "email") : channels;
  if (due.length > 0) await tx.insert(leadDeliveries).values(due.map((channel) => ({ submissionId: leadId, channel })));
  if (routing) await tx.insert(leadRouting).values({ submissionId: leadId, chosenDealer: routing.chosenDealer });
}
