import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { LeadMatching } from "~/features/dealers/index.server";
import type { SiteChanges } from "~/platform/changes";
import type { Db } from "~/platform/db";
import type { Logger } from "~/platform/logger";
import { LEASE_MS } from "~/platform/outbox.server";
import { workInRounds } from "~/platform/rounds.server";
import type { OfferOutbox } from "./offer-outbox.server";
import { MAX_DEALER_OFFERS } from "./routing";
import { offerLead, queueSalesEmail } from "./routing-steps.server";
import { leadOffers, leadRouting, leadSubmissions } from "./tables.server";

const BATCH = 20;

/** What one step of a lead's routing did. */
export type RoutingStep = "offered" | "escalated" | "waiting" | "settled";

type LeadRouterOptions = {
  db: Db;
  log: Logger;
  /** DEALER_ACCEPT_HOURS: how long a dealer has to answer. */
  acceptHours: number;
  /** The dealers a lead may go to, in order (features/dealers). */
  matching: Pick<LeadMatching, "dealersFor">;
  /** E-mails the offers to their dealers. */
  offers: Pick<OfferOutbox, "deliverDue" | "stop">;
  /** Hears that a lead's e-mail to the sales team is due (an escalated lead), which the lead outbox sends. */
  changes: SiteChanges;
  /** The claim's lease (tests shorten it). */
  leaseMs?: number;
};

/**
 * Routes leads to dealers (issue 36), driven by `lead_routing` as the outbox is by its table: a
 * lead due for a step is claimed with a lease (several processes never work on the same one at
 * once, and a process that dies leaves it due again when the lease ends), and each step is one
 * transaction on the lead's locked row, which checks the lead's state again before it changes it.
 * A step offers the lead to the next dealer who can serve it, takes it back from a dealer who did
 * not answer in time, or, after `MAX_DEALER_OFFERS` dealers or when none covers the place, hands
 * it to the sales inbox with today's e-mail.
 */
export function createLeadRouter({ db, log, acceptHours, matching, offers, changes, leaseMs = LEASE_MS }: LeadRouterOptions) {
  let stopping = false;

  /** The lead's next step, if it is due at `now`: one transaction, whatever else runs at the same time. */
  async function advance(leadId: string, now = new Date()): Promise<RoutingStep> {
    const [lead] = await db
      .select({ zip: leadSubmissions.fields, chosen: leadRouting.chosenDealer, state: leadRouting.state })
      .from(leadRouting)
      .innerJoin(leadSubmissions, eq(leadSubmissions.id, leadRouting.submissionId))
      .where(eq(leadRouting.submissionId, leadId));
    if (!lead || lead.state === "accepted" || lead.state === "escalated") return "settled";
    const zip = typeof lead.zip.zip === "string" ? lead.zip.zip : "";
    // Read before the transaction: on PGlite a query outside it would wait for it to end.
    const match = await matching.dealersFor(zip, lead.chosen, 2 * MAX_DEALER_OFFERS);
    const step = await db.transaction(async (tx): Promise<RoutingStep> => {
      const [routing] = await tx.select().from(leadRouting).where(eq(leadRouting.submissionId, leadId)).for("update");
      if (!routing) return "settled";
      const settle = (values: Partial<typeof leadRouting.$inferInsert>) =>
        tx
          .update(leadRouting)
          .set({ ...values, updatedAt: now })
          .where(eq(leadRouting.submissionId, leadId));
      if (routing.state === "accepted" || routing.state === "escalated") {
        await settle({ nextStepAt: null });
        return "settled";
      }
      const made = await tx.select().from(leadOffers).where(eq(leadOffers.submissionId, leadId)).orderBy(asc(leadOffers.offeredAt));
      const open = made.find((offer) => offer.decision === null);
      if (open && open.answerBy > now) {
        await settle({ state: "offered", nextStepAt: open.answerBy });
        return "waiting";
      }
      if (open) await tx.update(leadOffers).set({ decision: "no_answer", decidedAt: now }).where(eq(leadOffers.id, open.id));
      const offered = new Set(made.map((offer) => offer.dealer.id));
      // Once sales chose a dealer by hand, the lead comes back to them rather than to the next dealer.
      const byHand = made.some((offer) => offer.byHand);
      const next = !byHand && made.length < MAX_DEALER_OFFERS ? match.dealers.find((dealer) => !offered.has(dealer.id)) : undefined;
      if (!next) {
        await queueSalesEmail(tx, leadId);
        await settle({ state: "escalated", nextStepAt: null, place: match.place });
        return "escalated";
      }
      const answerBy = await offerLead(tx, leadId, next, now, acceptHours, false);
      await settle({ state: "offered", nextStepAt: answerBy, place: match.place });
      return "offered";
    });
    if (step === "escalated") void changes.publish({ kind: "deliveries" });
    return step;
  }

  /** Claims the leads whose step is due (at most a batch) and takes each one step on. */
  async function routeDue(now = new Date()): Promise<Record<RoutingStep, number>> {
    const done: Record<RoutingStep, number> = { offered: 0, escalated: 0, waiting: 0, settled: 0 };
    // As in the outbox: a row written in the millisecond `now` names is due too.
    const due = db
      .select({ id: leadRouting.submissionId })
      .from(leadRouting)
      .where(lt(leadRouting.nextStepAt, new Date(now.getTime() + 1)))
      .orderBy(asc(leadRouting.nextStepAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const lease = new Date(now.getTime() + leaseMs);
    const claimed = await db
      .update(leadRouting)
      .set({ nextStepAt: lease })
      .where(inArray(leadRouting.submissionId, due))
      .returning({ id: leadRouting.submissionId });
    const left = claimed.map((claim) => claim.id);
    while (left.length > 0 && !stopping) {
      const id = left.shift()!;
      // A step that fails stays claimed until its lease ends, and is tried again then.
      const step = await advance(id, now).catch((error: unknown) => {
        log.error({ err: error, lead: id }, "lead routing step failed; it is tried again");
        return null;
      });
      if (step) done[step] += 1;
    }
    // A stopping process hands back what it has not begun, due at once for another.
    if (left.length > 0)
      await db
        .update(leadRouting)
        .set({ nextStepAt: now })
        .where(and(inArray(leadRouting.submissionId, left), eq(leadRouting.nextStepAt, lease)));
    return done;
  }

  const rounds = workInRounds(
    async () => {
      await routeDue();
      await offers.deliverDue();
    },
    (error) => log.error({ err: error }, "lead routing run failed"),
  );

  return {
    advance,
    routeDue,
    /** Routes and e-mails offers every `intervalMs` until `stop`. */
    start: rounds.start,
    /** Works soon, without waiting for the next round: called after a lead is stored or a dealer answers. */
    wake: rounds.wake,
    /** Waits for the step under way; the rest of the claim is handed back. */
    async stop() {
      stopping = true;
      await offers.stop();
      await rounds.stop();
    },
  };
}

export type LeadRouter = ReturnType<typeof createLeadRouter>;
