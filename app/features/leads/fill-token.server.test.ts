import { describe, expect, it } from "vitest";
import { FILL_TOKEN_MAX_AGE_MS, createFillTokens } from "./fill-token.server";

const tokens = createFillTokens("a-secret-of-the-server-0123456789abcdef");
const issuedAt = Date.UTC(2026, 10, 24, 9, 0, 0);

describe("the signed fill-time token", () => {
  it("is valid once the minimum fill time has passed, and until it expires", () => {
    const token = tokens.issue(issuedAt);
    expect(tokens.check(token, 3, issuedAt + 3000)).toBe("valid");
    expect(tokens.check(token, 3, issuedAt + FILL_TOKEN_MAX_AGE_MS)).toBe("valid");
  });

  it("is too fast before the minimum fill time, and expired after a day", () => {
    const token = tokens.issue(issuedAt);
    expect(tokens.check(token, 3, issuedAt + 2999)).toBe("too_fast");
    expect(tokens.check(token, 3, issuedAt + FILL_TOKEN_MAX_AGE_MS + 1)).toBe("expired");
  });

  it("is a new token at each issue, even within the same millisecond", () => {
    const issued = new Set(Array.from({ length: 100 }, () => tokens.issue(issuedAt)));
    expect(issued.size).toBe(100);
    for (const token of issued) expect(tokens.check(token, 3, issuedAt + 3000)).toBe("valid");
  });

  it("tells a missing token from a forged one: bare numbers, a start moved back in time, a nonce changed, another server's signature", () => {
    const token = tokens.issue(issuedAt);
    const [, nonce, signature] = token.split(".");
    const other = createFillTokens("another-secret-0123456789abcdefghijkl").issue(issuedAt);
    const otherNonce = `${issuedAt}.${"A".repeat(16)}.${signature}`;
    const movedBack = `${issuedAt - 60_000}.${nonce}.${signature}`;
    for (const forged of ["0", "-1", "1e3", "0x10", String(issuedAt), movedBack, otherNonce, other, ["x"], 7]) {
      expect(tokens.check(forged, 3, issuedAt + 60_000), String(forged)).toBe("forged");
    }
    for (const missing of ["", undefined]) expect(tokens.check(missing, 3, issuedAt + 60_000)).toBe("missing");
  });
});
