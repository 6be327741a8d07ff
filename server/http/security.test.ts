import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../app/platform/app-env";
import { contentSecurityPolicy, forwardedAddress, sameOriginWrites, securityHeaders } from "./security";

const directive = (policy: string, name: string) => policy.split("; ").find((entry) => entry.startsWith(`${name} `));
const scriptSrc = (policy: string) => directive(policy, "script-src");

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

  it("adds a configured service's origins to script-src, frame-src, connect-src and form-action, and nothing else", () => {
    const thirdParty = {
      script: ["https://challenges.cloudflare.com", "https://forms.example.com"],
      frame: ["https://challenges.cloudflare.com"],
      connect: ["https://forms.example.com"],
      form: ["https://forms.example.com"],
    };
    const policy = contentSecurityPolicy("abc123==", { development: false, thirdParty });
    expect(scriptSrc(policy)).toBe("script-src 'self' 'nonce-abc123==' https://challenges.cloudflare.com https://forms.example.com");
    expect(directive(policy, "frame-src")).toMatch(
      /^frame-src 'self' .* https:\/\/view\.vzaar\.com https:\/\/challenges\.cloudflare\.com$/,
    );
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://forms.example.com");
    expect(directive(policy, "form-action")).toBe("form-action 'self' https://forms.example.com");
    expect(directive(policy, "default-src")).toBe("default-src 'self'");
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob:");
  });

  it("keeps connect-src and form-action to our own origin without configured services", () => {
    const policy = contentSecurityPolicy("abc123==", { development: false });
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
  });
});

describe("securityHeaders", () => {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders({ development: false }));
  app.get("*", (c) => c.text("body"));
  const documentHeaders = [
    "content-security-policy",
    "x-frame-options",
    "cross-origin-opener-policy",
    "referrer-policy",
    "permissions-policy",
  ];

  it("gives pages, media and the pdf.js worker every header of the baseline, with HSTS over https", async () => {
    for (const path of ["/", "/about", "/media/home/hero.jpg", "/assets/pdf.worker.min-1.mjs", "/assets/logo-1.svg", "/assets/x.js/page"]) {
      const headers = (await app.request(`https://www.lacantinadoors.com${path}`)).headers;
      for (const name of [...documentHeaders, "x-content-type-options", "strict-transport-security"])
        expect(headers.has(name), `${path} ${name}`).toBe(true);
    }
  });

  it("gives the build's scripts and stylesheets nosniff and HSTS only, as they are never a document", async () => {
    for (const path of ["/assets/entry.client-1.js", "/assets/root-1.css"]) {
      const headers = (await app.request(`https://www.lacantinadoors.com${path}`)).headers;
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.has("strict-transport-security")).toBe(true);
      for (const name of documentHeaders) expect(headers.has(name), `${path} ${name}`).toBe(false);
    }
  });
});

describe("the address a visitor used, behind a proxy", () => {
  function appWith(trustProxy: boolean) {
    const app = new Hono<AppEnv>();
    app.use(forwardedAddress({ trustProxy }));
    app.use(sameOriginWrites(["https://www.lacantinadoors.com"], (c) => c.text("forbidden", 403)));
    app.all("*", (c) => c.text(c.req.url));
    return app;
  }

  it("takes X-Forwarded-Host and X-Forwarded-Proto from a trusted proxy only", async () => {
    const headers = { "x-forwarded-host": "www.lacantinadoors.com", "x-forwarded-proto": "https" };
    expect(await (await appWith(true).request("http://10.0.0.5:3000/about", { headers })).text()).toBe(
      "https://www.lacantinadoors.com/about",
    );
    expect(await (await appWith(false).request("http://10.0.0.5:3000/about", { headers })).text()).toBe("https://10.0.0.5:3000/about");
    const forged = { "x-forwarded-host": "evil.example/<x>" };
    expect(await (await appWith(true).request("http://10.0.0.5:3000/about", { headers: forged })).text()).toBe(
      "http://10.0.0.5:3000/about",
    );
  });

  it("passes a write from SITE_URL on at that address, so React Router's own origin check agrees", async () => {
    const post = (origin: string) => appWith(false).request("http://10.0.0.5:3000/contact-us", { method: "POST", headers: { origin } });
    const allowed = await post("https://www.lacantinadoors.com");
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toBe("https://www.lacantinadoors.com/contact-us");
    expect((await post("https://evil.example")).status).toBe(403);
  });
});
