import { eq, isNull } from "drizzle-orm";
import type { Db } from "~/platform/db";
import type { Logger } from "~/platform/logger";
import type { Mailer } from "~/platform/mailer.server";
import { createOutboxWorker } from "~/platform/outbox.server";
import { dealerResponsePath } from "./dealer-response";
import { offerEmail } from "./offer-email.server";
import { messageIdOf } from "./outbox.server";
import type { OfferLinks } from "./offer-links.server";
import { OFFER_LINK_DAYS, type DealerAnswer } from "./routing";
import { leadOfferAttempts, leadOffers, leadRouting, leadSubmissions } from "./tables.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an offer's links stop working: a week after the offer, whenever its e-mail went out. */
export const offerLinksExpire = (offeredAt: Date) => new Date(offeredAt.getTime() + OFFER_LINK_DAYS * DAY_MS);

type OfferOutboxOptions = {
  db: Db;
  log: Logger;
  /** The site's mailer (SMTP_URL); unset, offers wait in the outbox until it is. */
  mailer: Mailer | undefined;
  links: OfferLinks;
  /** Where the links point: SITE_URL's origin, or this process's address. */
  linkOrigin: string;
  /** DEALER_ACCEPT_HOURS, which the e-mail states. */
  acceptHours: number;
};

/**
 * E-mails each offer to its dealer through a durable outbox (app/platform/outbox.server.ts): a
 * row of `lead_offers` is also its delivery, retried until the mail server takes it. An offer
 * decided before its mail went out (no answer in time while the mail server was down, taken
 * back by staff) is not sent any more.
 */
export function createOfferOutbox({ db, log, mailer, links, linkOrigin, acceptHours }: OfferOutboxOptions) {
  const link = (offerId: number, answer: DealerAnswer, expiresAt: Date) =>
    `${linkOrigin}${dealerResponsePath(links.token({ offerId, answer, expiresAt }))}`;

  return createOutboxWorker({
    db,
    log,
    name: "dealer offer",
    deliveries: leadOffers,
    attempts: leadOfferAttempts,
    sendable: () => (mailer ? isNull(leadOffers.decision) : null),
    async send(offerId) {
      const [row] = await db
        .select({ offer: leadOffers, lead: leadSubmissions, place: leadRouting.place })
        .from(leadOffers)
        .innerJoin(leadSubmissions, eq(leadSubmissions.id, leadOffers.submissionId))
        .innerJoin(leadRouting, eq(leadRouting.submissionId, leadOffers.submissionId))
        .where(eq(leadOffers.id, offerId));
      if (!row) throw new Error(`dealer offer ${offerId} has no lead`);
      if (!mailer) throw new Error("SMTP_URL is not set");
      const { offer, lead, place } = row;
      const expiresAt = offerLinksExpire(offer.offeredAt);
      const mail = offerEmail(lead, {
        dealerName: offer.dealer.name,
        place,
        accept: link(offer.id, "accept", expiresAt),
        pass: link(offer.id, "pass", expiresAt),
        answerBy: offer.answerBy,
        hours: acceptHours,
      });
      const messageId = messageIdOf("dealer-offer", offer.id, mailer.from);
      await mailer.transport.sendMail({ from: mailer.from, to: offer.dealer.leadEmail, messageId, ...mail });
    },
  });
}

export type OfferOutbox = ReturnType<typeof createOfferOutbox>;
