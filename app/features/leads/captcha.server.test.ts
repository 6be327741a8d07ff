import { describe, expect, it, vi } from "vitest";
import { verifyCaptcha } from "./captcha.server";

const config = { CAPTCHA_PROVIDER: "turnstile", CAPTCHA_SECRET: "secret" } as const;
const answering = (body: BodyInit, init?: ResponseInit) => vi.fn<typeof fetch>(async () => new Response(body, init));
const verdictFor = (body: unknown) => verifyCaptcha(config, "token", "203.0.113.7", answering(JSON.stringify(body)));

describe("verifyCaptcha", () => {
  it("passes a challenge the provider answers with success: true", async () => {
    expect(await verdictFor({ success: true, "error-codes": [] })).toBe("passed");
  });

  it("fails a challenge the provider answers with success: false", async () => {
    expect(await verdictFor({ success: false, "error-codes": ["invalid-input-response"] })).toBe("failed");
  });

  it.each([
    ["a string for success", { success: "true" }],
    ["a number for success", { success: 1 }],
    ["no success field", {}],
    ["an array", [{ success: true }]],
    ["null", null],
    ["a bare true", true],
  ])("fails an answer with %s", async (_, body) => {
    expect(await verdictFor(body)).toBe("failed");
  });

  it("calls the provider unavailable when it answers an error status or no JSON", async () => {
    expect(await verifyCaptcha(config, "token", "203.0.113.7", answering("{}", { status: 503 }))).toBe("unavailable");
    expect(await verifyCaptcha(config, "token", "203.0.113.7", answering("<html>"))).toBe("unavailable");
  });

  it("fails a missing or oversized token without asking the provider", async () => {
    const fetch = answering(JSON.stringify({ success: true }));
    expect(await verifyCaptcha(config, undefined, "203.0.113.7", fetch)).toBe("failed");
    expect(await verifyCaptcha(config, "x".repeat(4097), "203.0.113.7", fetch)).toBe("failed");
    expect(fetch).not.toHaveBeenCalled();
  });
});
