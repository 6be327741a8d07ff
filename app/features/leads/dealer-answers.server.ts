import { and, eq } from "drizzle-orm";
import type { SiteChanges } from "~/platform/changes";
import type { Db } from "~/platform/db";
import type { Logger } from "~/platform/logger";
import type { DealerResponse, OfferFacts } from "./dealer-response";
import type { OfferLinks } from "./offer-links.server";
import type { LeadRouter } from "./router.server";
import { leadFormTitles } from "./titles";
import type { LeadForm } from "./options";
import { leadDeliveries, leadOffers, leadRouting, leadSubmissions } from "./tables.server";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
/** How a time reads on the dealer's page ("Nov 28, 2026, 3:04 PM UTC"): the same on any server. */
const formatDate = (date: Date) => `${dateFormat.format(date)} UTC`;

type DealerAnswersOptions = {
  db: Db;
  log: Logger;
  links: OfferLinks;
  router: Pick<LeadRouter, "advance" | "wake">;
  /** Hears that the visitor's note naming the dealer is due, which the lead outbox sends. */
  changes: SiteChanges;
};

/**
 * A dealer's answers to an offer, through the signed links of its e-mail (issue 36). Reading a
 * link decides nothing (a mail scanner or a link preview follows it); an answer is one
 * transaction on the lead's locked routing, and only the first answer to an offer counts.
 */
export function createDealerAnswers({ db, log, links, router, changes }: DealerAnswersOptions) {
  async function offerOf(offerId: number) {
    const [row] = await db
      .select({ offer: leadOffers, form: leadSubmissions.form, receivedAt: leadSubmissions.createdAt, place: leadRouting.place })
      .from(leadOffers)
      .innerJoin(leadSubmissions, eq(leadSubmissions.id, leadOffers.submissionId))
      .innerJoin(leadRouting, eq(leadRouting.submissionId, leadOffers.submissionId))
      .where(eq(leadOffers.id, offerId));
    return row;
  }

  const factsOf = (row: NonNullable<Awaited<ReturnType<typeof offerOf>>>): OfferFacts => ({
    dealerName: row.offer.dealer.name,
    leadTitle: leadFormTitles[row.form as LeadForm] ?? row.form,
    place: row.place,
    receivedAt: formatDate(row.receivedAt),
    answerBy: formatDate(row.offer.answerBy),
  });

  /** The link's offer, read and judged; null with the answer to give when it cannot be answered. */
  async function linked(token: string, now: Date) {
    const link = links.read(token);
    if (!link) return { ok: false, refused: { status: "invalid" } } as const;
    if (link.expiresAt <= now) return { ok: false, refused: { status: "expired" } } as const;
    const row = await offerOf(link.offerId);
    if (!row) return { ok: false, refused: { status: "gone" } } as const;
    return { ok: true, link, row } as const;
  }

  return {
    /** What the link's page shows before the dealer decides. */
    async view(token: string, now = new Date()): Promise<DealerResponse> {
      const found = await linked(token, now);
      if (!found.ok) return found.refused;
      const { link, row } = found;
      if (row.offer.decision === null) return { status: "open", answer: link.answer, offer: factsOf(row) };
      return {
        status: "decided",
        decision: row.offer.decision,
        decidedAt: formatDate(row.offer.decidedAt ?? now),
        justNow: false,
        offer: factsOf(row),
      };
    },

    /**
     * The dealer's answer: Accept gives them the lead (and queues the visitor's note naming them,
     * where the form sent the visitor a confirmation); Pass hands the lead to the next dealer at once.
     */
    async answer(token: string, now = new Date()): Promise<DealerResponse> {
      const found = await linked(token, now);
      if (!found.ok) return found.refused;
      const { link, row } = found;
      const leadId = row.offer.submissionId;
      const outcome = await db.transaction(async (tx) => {
        await tx.select({ id: leadRouting.submissionId }).from(leadRouting).where(eq(leadRouting.submissionId, leadId)).for("update");
        const [offer] = await tx.select().from(leadOffers).where(eq(leadOffers.id, link.offerId));
        if (!offer) return { kind: "gone" } as const;
        if (offer.decision !== null) return { kind: "earlier", decision: offer.decision, at: offer.decidedAt ?? now } as const;
        const decision = link.answer === "accept" ? "accepted" : "passed";
        await tx.update(leadOffers).set({ decision, decidedAt: now }).where(eq(leadOffers.id, offer.id));
        if (decision === "passed") {
          await tx
            .update(leadRouting)
            .set({ state: "routing", nextStepAt: now, updatedAt: now })
            .where(eq(leadRouting.submissionId, leadId));
          return { kind: "decided", decision, noteQueued: false } as const;
        }
        await tx
          .update(leadRouting)
          .set({ state: "accepted", nextStepAt: null, updatedAt: now })
          .where(eq(leadRouting.submissionId, leadId));
        const [confirmed] = await tx
          .select({ id: leadDeliveries.id })
          .from(leadDeliveries)
          .where(and(eq(leadDeliveries.submissionId, leadId), eq(leadDeliveries.channel, "confirmation")));
        if (confirmed) await tx.insert(leadDeliveries).values({ submissionId: leadId, channel: "accepted" });
        return { kind: "decided", decision, noteQueued: confirmed !== undefined } as const;
      });
      if (outcome.kind === "gone") return { status: "gone" };
      if (outcome.kind === "earlier")
        return { status: "decided", decision: outcome.decision, decidedAt: formatDate(outcome.at), justNow: false, offer: factsOf(row) };
      log.info({ lead: leadId, offer: link.offerId, decision: outcome.decision }, "dealer answered a lead offer");
      if (outcome.noteQueued) void changes.publish({ kind: "deliveries" });
      if (outcome.decision === "passed") {
        // The router would take it on within its round anyway (the lead is due): this only saves the wait.
        await router
          .advance(leadId, now)
          .catch((error: unknown) => log.error({ err: error, lead: leadId }, "lead routing step failed; it is tried again"));
        router.wake();
      }
      return { status: "decided", decision: outcome.decision, decidedAt: formatDate(now), justNow: true, offer: factsOf(row) };
    },
  };
}

export type DealerAnswers = ReturnType<typeof createDealerAnswers>;
