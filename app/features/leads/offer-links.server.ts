import { createHmac, timingSafeEqual } from "node:crypto";
import type { DealerAnswer } from "./routing";

/** What a dealer's link says: which offer, which answer, and until when it works. */
export type OfferLink = { offerId: number; answer: DealerAnswer; expiresAt: Date };

const TOKEN = /^(\d{1,10})\.(accept|pass)\.(\d{13})\.([A-Za-z0-9_-]{43})$/;
/** Longer than any token: a longer path segment is refused before it is read. */
export const OFFER_TOKEN_MAX_LENGTH = 80;

/**
 * The Accept and Pass links of a dealer's offer: `{offer}.{answer}.{expires ms}.{signature}`, an
 * HMAC-SHA256 of the rest under the server's secret (the one the leads' fill tokens use, with a
 * purpose of its own in what is signed, so neither kind of token passes for the other). A dealer
 * needs no account; nobody can make a link for another offer or answer, or move its expiry.
 */
export function createOfferLinks(secret: string) {
  const sign = (offerId: number, answer: DealerAnswer, expiresMs: string) =>
    createHmac("sha256", secret).update(`dealer-offer:${offerId}.${answer}.${expiresMs}`).digest("base64url");
  return {
    token({ offerId, answer, expiresAt }: OfferLink): string {
      const expiresMs = String(expiresAt.getTime());
      return `${offerId}.${answer}.${expiresMs}.${sign(offerId, answer, expiresMs)}`;
    },
    /** The link a token names, or null when it is not one of ours (forged, altered, cut). Expiry is the caller's to judge. */
    read(token: string): OfferLink | null {
      const match = token.length <= OFFER_TOKEN_MAX_LENGTH ? TOKEN.exec(token) : null;
      const [, id, answer, expiresMs, signature] = match ?? [];
      if (!id || (answer !== "accept" && answer !== "pass") || !expiresMs || !signature) return null;
      const offerId = Number(id);
      if (!timingSafeEqual(Buffer.from(sign(offerId, answer, expiresMs)), Buffer.from(signature))) return null;
      return { offerId, answer, expiresAt: new Date(Number(expiresMs)) };
    },
  };
}

export type OfferLinks = ReturnType<typeof createOfferLinks>;
