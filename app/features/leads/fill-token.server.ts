import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A form may be sent up to a day after it was rendered; later, the visitor is asked to send it again. */
export const FILL_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type FillTokenVerdict = "valid" | "too_fast" | "expired" | "missing" | "forged";

const TOKEN = /^(\d{13})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/**
 * The minimum fill time's start, signed by the server (HMAC-SHA256): `{issued ms}.{nonce}.{signature}`.
 * A bot cannot make one up or move it back in time; it must fetch a form and wait like a person.
 * The random nonce makes each token one of its kind (two forms rendered in the same millisecond
 * differ), so that a token can serve one stored lead only (submission.server.ts).
 */
export function createFillTokens(secret: string) {
  const sign = (issuedAt: string, nonce: string) =>
    createHmac("sha256", secret).update(`lead-form-fill:${issuedAt}.${nonce}`).digest("base64url");
  return {
    issue(now = Date.now()): string {
      const issuedAt = String(now);
      const nonce = randomBytes(12).toString("base64url");
      return `${issuedAt}.${nonce}.${sign(issuedAt, nonce)}`;
    },
    check(token: unknown, minFillSeconds: number, now = Date.now()): FillTokenVerdict {
      if (token === undefined || token === "") return "missing";
      const match = typeof token === "string" ? TOKEN.exec(token) : null;
      const [, issuedAt, nonce, signature] = match ?? [];
      if (!issuedAt || !nonce || !signature) return "forged";
      if (!timingSafeEqual(Buffer.from(sign(issuedAt, nonce)), Buffer.from(signature))) return "forged";
      const age = now - Number(issuedAt);
      if (age < minFillSeconds * 1000) return "too_fast";
      if (age > FILL_TOKEN_MAX_AGE_MS) return "expired";
      return "valid";
    },
  };
}

export type FillTokens = ReturnType<typeof createFillTokens>;
