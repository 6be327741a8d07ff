import type { RateLimits, RateVerdict } from "~/lib/rate-limit.server";

type Window = { limit: number; windowMs: number };
export type ThrottleLimits = { perAddress: Window; perAccount: Window };

const QUARTER_HOUR = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

// Guessing passwords is slowed per address (a bot trying many accounts) and per account (many
// addresses trying one account); either limit answers "try again later" without checking.
export const SIGN_IN_LIMITS: ThrottleLimits = {
  perAddress: { limit: 20, windowMs: QUARTER_HOUR },
  perAccount: { limit: 5, windowMs: QUARTER_HOUR },
};

// Each reset request may send an e-mail: a few an hour per address typed keep anyone's mailbox
// from being flooded, and the limit per client address slows a bot trying a list of addresses.
export const PASSWORD_RESET_LIMITS: ThrottleLimits = {
  perAddress: { limit: 10, windowMs: HOUR },
  perAccount: { limit: 3, windowMs: HOUR },
};

/**
 * Counts attempts per client address and per e-mail address typed, whether an account has it or
 * not; `name` keeps its counts apart from other throttles' where the counts are shared.
 */
export function createAccountThrottle(name: string, { perAddress, perAccount }: ThrottleLimits, rateLimits: RateLimits) {
  const byAddress = rateLimits(`${name}:address`, perAddress);
  const byAccount = rateLimits(`${name}:account`, perAccount);
  return {
    async attempt(address: string, email: string): Promise<RateVerdict> {
      const fromAddress = await byAddress.attempt(address);
      return fromAddress.allowed ? byAccount.attempt(email.trim().toLowerCase()) : fromAddress;
    },
  };
}
