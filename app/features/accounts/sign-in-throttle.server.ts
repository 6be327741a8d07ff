import { createRateLimiter, type RateVerdict } from "~/lib/rate-limit.server";

// Guessing passwords is slowed per address (a bot trying many accounts) and per account (many
// addresses trying one account); either limit answers "try again later" without checking.
const PER_ADDRESS = { limit: 20, windowMs: 15 * 60 * 1000 };
const PER_ACCOUNT = { limit: 5, windowMs: 15 * 60 * 1000 };

export function createSignInThrottle() {
  const byAddress = createRateLimiter(PER_ADDRESS);
  const byAccount = createRateLimiter(PER_ACCOUNT);
  return {
    attempt(address: string, email: string): RateVerdict {
      const fromAddress = byAddress.attempt(address);
      return fromAddress.allowed ? byAccount.attempt(email.trim().toLowerCase()) : fromAddress;
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
