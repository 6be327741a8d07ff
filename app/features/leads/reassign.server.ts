import { and, eq, isNull } from "drizzle-orm";
import type { AuditActor } from "~/features/audit";
import type { AuditLog } from "~/features/audit/index.server";
import type { LeadMatching } from "~/features/dealers/index.server";
import type { SiteChanges } from "~/platform/changes";
import type { Db } from "~/platform/db";
import { shortLeadId } from "./inbox";
import { isRoutableForm } from "./routing";
import { type DealerOption, REASSIGNED, type Reassigned } from "./routing-history";
import { offerLead, queueSalesEmail } from "./routing-steps.server";
import { leadOffers, leadRouting, leadSubmissions } from "./tables.server";

/** How many dealers the lead's page offers to choose from. */
const CHOICES = 20;

type LeadReassignmentOptions = {
  db: Db;
  audit: Pick<AuditLog, "record">;
  /** DEALER_ACCEPT_HOURS: how long a dealer chosen by hand has to answer. */
  acceptHours: number;
  /** The active dealers, nearest to a lead first (features/dealers). */
  matching: Pick<LeadMatching, "choicesFor" | "activeDealer">;
  /** Hears that the sales team's e-mail of the lead is due, which the lead outbox sends. */
  changes: SiteChanges;
  /** Wakes the router, whose round e-mails a new offer at once. */
  wake: () => void;
};

/** What a reassignment did: the lead is the dealer's or the sales team's now, or already was, or cannot be (no such lead, or not one that is routed). */
export type Reassignment =
  { ok: true; changed: boolean; dealerName: string | null } | { ok: false; reason: "not_found" | "not_routable" | "no_dealer" };

/** Whom sales give a lead to: an active dealer, by slug, or the sales team itself (null). */
export type ReassignTo = { dealer: string | null };

/**
 * Sales give a lead to a dealer of their choice, or take it into the sales inbox, at any time
 * (issue 36). A dealer is offered the lead as the router would (the same outbox, the same Accept
 * and Pass links), marked as chosen by hand: if they pass or let it wait, it comes back to the
 * sales inbox rather than going to another dealer. Any offer still open is withdrawn first, so its
 * links answer that the lead was taken back. One transaction on the lead's locked routing row,
 * recorded in the audit log with who did it.
 */
export function createLeadReassignment({ db, audit, acceptHours, matching, changes, wake }: LeadReassignmentOptions) {
  return {
    /** The dealers sales may choose from for a lead: the nearest to its postal code, or those `search` finds. */
    async choices(leadId: string, search: string): Promise<DealerOption[]> {
      const [lead] = await db.select({ fields: leadSubmissions.fields }).from(leadSubmissions).where(eq(leadSubmissions.id, leadId));
      const zip = typeof lead?.fields.zip === "string" ? lead.fields.zip : "";
      return matching.choicesFor(zip, search, CHOICES);
    },

    async reassign(actor: AuditActor, leadId: string, to: ReassignTo, now = new Date()): Promise<Reassignment> {
      // Read before the transaction: on PGlite a query outside it would wait for it to end.
      const dealer = to.dealer ? await matching.activeDealer(to.dealer) : null;
      if (to.dealer && !dealer) return { ok: false, reason: "no_dealer" };
      const outcome = await db.transaction(async (tx) => {
        const [lead] = await tx
          .select({ form: leadSubmissions.form, spamReason: leadSubmissions.spamReason })
          .from(leadSubmissions)
          .where(eq(leadSubmissions.id, leadId))
          // Not "update": the router's new offer takes a key-share lock on the lead while it holds the routing row.
          .for("no key update");
        if (!lead) return { ok: false, reason: "not_found" } as const;
        if (!isRoutableForm(lead.form) || lead.spamReason) return { ok: false, reason: "not_routable" } as const;
        const [routing] = await tx.select().from(leadRouting).where(eq(leadRouting.submissionId, leadId)).for("update");
        const [open] = await tx
          .select()
          .from(leadOffers)
          .where(and(eq(leadOffers.submissionId, leadId), isNull(leadOffers.decision)));
        const [accepted] =
          routing?.state === "accepted"
            ? await tx
                .select()
                .from(leadOffers)
                .where(and(eq(leadOffers.submissionId, leadId), eq(leadOffers.decision, "accepted")))
            : [];
        const holder = open?.dealer ?? accepted?.dealer ?? null;
        const withSales = !routing || routing.state === "escalated";
        if (dealer ? holder?.id === dealer.id : withSales) return { ok: true, changed: false, emailQueued: false } as const;

        if (open) await tx.update(leadOffers).set({ decision: "withdrawn", decidedAt: now }).where(eq(leadOffers.id, open.id));
        const state = dealer
          ? { state: "offered" as const, nextStepAt: await offerLead(tx, leadId, dealer, now, acceptHours, true) }
          : { state: "escalated" as const, nextStepAt: null };
        const emailQueued = dealer ? false : await queueSalesEmail(tx, leadId);
        await tx
          .insert(leadRouting)
          .values({ submissionId: leadId, chosenDealer: null, ...state, updatedAt: now })
          .onConflictDoUpdate({ target: leadRouting.submissionId, set: { ...state, updatedAt: now } });
        const after: Reassigned = { lead: leadId, dealer: dealer ? { name: dealer.name, slug: dealer.slug } : null };
        await audit.record(
          {
            actor,
            area: "leads",
            action: REASSIGNED,
            subject: `lead ${shortLeadId(leadId)}`,
            before: { dealer: holder?.name ?? null, routing: routing?.state ?? "off" },
            after,
            at: now,
          },
          tx,
        );
        return { ok: true, changed: true, emailQueued } as const;
      });
      if (!outcome.ok) return outcome;
      if (outcome.emailQueued) void changes.publish({ kind: "deliveries" });
      if (dealer && outcome.changed) wake();
      return { ok: true, changed: outcome.changed, dealerName: dealer?.name ?? null };
    },
  };
}

export type LeadReassignment = ReturnType<typeof createLeadReassignment>;
