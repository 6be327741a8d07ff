import type { RateLimits, RateRule, RateVerdict } from "~/platform/rate-limit.server";
import { addressBlock } from "~/platform/client-ip.server";

export type ThrottleLimits = {
  /** One client address (an IPv6 /64), whatever the accounts: a bot trying one password on many. */
  perAddress: RateRule;
  /**
   * One account from one client address: waits that grow with the attempts, each rule a longer
   * one. Only that address waits; the account's owner elsewhere does not.
   */
  perAccountAndAddress: readonly RateRule[];
  /** One account from every address together: a ceiling only many addresses at once can reach. */
  perAccount: RateRule;
};

const MINUTE = 60 * 1000;
const QUARTER_HOUR = 15 * MINUTE;
const HOUR = 60 * MINUTE;

// The numbers are docs/decisions/0036-sign-in-strangers-cannot-lock.md's.
export const SIGN_IN_LIMITS: ThrottleLimits = {
  perAddress: { limit: 30, windowMs: QUARTER_HOUR },
  perAccountAndAddress: [
    { limit: 5, windowMs: MINUTE },
    { limit: 10, windowMs: QUARTER_HOUR },
    { limit: 20, windowMs: HOUR },
  ],
  perAccount: { limit: 100, windowMs: QUARTER_HOUR },
};

// Each reset request may send an e-mail: a few an hour per address typed keep anyone's mailbox
// from being flooded (the e-mails sent already hold a working link), and the limit per client
// address slows a bot trying a list of addresses.
export const PASSWORD_RESET_LIMITS: ThrottleLimits = {
  perAddress: { limit: 10, windowMs: HOUR },
  perAccountAndAddress: [],
  perAccount: { limit: 3, windowMs: HOUR },
};

/** Whose attempts were too many: the client address's (on any account or on this one), or the account's from everywhere. */
export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; tooMany: "from-address" | "on-account" };

/** The longest wait among the refusals, or allowed when there is none. */
function longestWait(verdicts: RateVerdict[]): RateVerdict {
  const waits = verdicts.flatMap((verdict) => (verdict.allowed ? [] : [verdict.retryAfterSeconds]));
  return waits.length === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(...waits) };
}

const refusal = (verdict: RateVerdict, tooMany: "from-address" | "on-account"): ThrottleVerdict =>
  verdict.allowed ? verdict : { ...verdict, tooMany };

/**
 * Counts attempts per client address, per e-mail address typed from that client address, and per
 * e-mail address typed (whether an account has it or not), in this order: an attempt refused by
 * one count is not counted by the next, so one address hammering an account never moves that
 * account's ceiling. `name` keeps its counts apart from other throttles' where the counts are shared.
 */
export function createAccountThrottle(
  name: string,
  { perAddress, perAccountAndAddress, perAccount }: ThrottleLimits,
  rateLimits: RateLimits,
) {
  const byAddress = rateLimits(`${name}:address`, perAddress);
  const byAccountAndAddress = perAccountAndAddress.map((rule, step) => rateLimits(`${name}:account-address:${step}`, rule));
  const byAccount = rateLimits(`${name}:account`, perAccount);
  return {
    async attempt(address: string, email: string): Promise<ThrottleVerdict> {
      const block = addressBlock(address);
      const account = email.trim().toLowerCase();
      const fromAddress = await byAddress.attempt(block);
      if (!fromAddress.allowed) return refusal(fromAddress, "from-address");
      const pair = `${account}\0${block}`;
      const fromHere = longestWait(await Promise.all(byAccountAndAddress.map((limiter) => limiter.attempt(pair))));
      if (!fromHere.allowed) return refusal(fromHere, "from-address");
      return refusal(await byAccount.attempt(account), "on-account");
    },
  };
}
