import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security";

const scriptSrc = (policy: string) => policy.split("; ").find((directive) => directive.startsWith("script-src "));

describe("contentSecurityPolicy", () => {
  it("allows only our own scripts and the request's nonce in production", () => {
    const policy = contentSecurityPolicy("abc123==", { development: false });
    expect(scriptSrc(policy)).toBe("script-src 'self' 'nonce-abc123=='");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toMatch(/ws:/);
  });

  it("frames only the video providers' players besides our own pages", () => {
    const policy = contentSecurityPolicy("abc123==", { development: false });
    expect(policy).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://eko.com https://view.vzaar.com;",
    );
    expect(policy).toContain("object-src 'none'");
  });

  it("lets Vite's inline scripts and hot-reload socket run in development only", () => {
    const policy = contentSecurityPolicy("abc123==", { development: true });
    expect(scriptSrc(policy)).toContain("'unsafe-inline'");
    expect(policy).toContain("connect-src 'self' ws: wss:");
  });
});
