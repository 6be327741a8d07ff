import { describe, expect, it, vi } from "vitest";
import { MAX_REDIRECT_HOPS, resolveRedirect } from "./redirect-chain";
import { type Redirect, RedirectInputSchema } from "./redirect-schema";

const table = (redirects: Redirect[]) => new Map(redirects.map((redirect) => [redirect.from, redirect]));

describe("resolveRedirect", () => {
  it("answers a single redirect with its status, matching the path without case or trailing slash", () => {
    const redirects = table([{ from: "/warranty", to: "/support/warranty", status: 301 }]);
    expect(resolveRedirect(redirects, "/Warranty/")).toEqual({ location: "/support/warranty", status: 301, hops: 1 });
    expect(resolveRedirect(redirects, "/support/warranty")).toBeNull();
  });

  it("follows a chain to its end in one answer, permanent only when every hop is", () => {
    const redirects = table([
      { from: "/doors/folding", to: "/folding-glass-doors", status: 301 },
      { from: "/folding-glass-doors", to: "/products/folding-doors", status: 301 },
      { from: "/old-campaign", to: "/campaign", status: 301 },
      { from: "/campaign", to: "/about/news?campaign=spring", status: 302 },
    ]);
    expect(resolveRedirect(redirects, "/doors/folding")).toEqual({ location: "/products/folding-doors", status: 301, hops: 2 });
    expect(resolveRedirect(redirects, "/old-campaign")).toEqual({ location: "/about/news?campaign=spring", status: 302, hops: 2 });
  });

  it("serves the page rather than loop, and says so", () => {
    const onLoop = vi.fn();
    const redirects = table([
      { from: "/a", to: "/b", status: 301 },
      { from: "/b", to: "/c", status: 301 },
      { from: "/c", to: "/a", status: 301 },
    ]);
    expect(resolveRedirect(redirects, "/a", onLoop)).toBeNull();
    expect(onLoop).toHaveBeenCalledWith("/a");
  });

  it(`stops a long chain after ${MAX_REDIRECT_HOPS} hops`, () => {
    const redirects = table(Array.from({ length: 9 }, (_, n) => ({ from: `/step-${n}`, to: `/step-${n + 1}`, status: 301 as const })));
    expect(resolveRedirect(redirects, "/step-0")).toEqual({ location: `/step-${MAX_REDIRECT_HOPS}`, status: 301, hops: MAX_REDIRECT_HOPS });
  });
});

describe("RedirectInputSchema", () => {
  it("takes a path of this site as target and 301, 302, 307 or 308", () => {
    expect(RedirectInputSchema.parse({ from: "/faq", to: "/support/faqs" })).toEqual({ from: "/faq", to: "/support/faqs", status: 301 });
    expect(RedirectInputSchema.safeParse({ from: "/x", to: "/about?from=x#team", status: 308 }).success).toBe(true);
    expect(RedirectInputSchema.safeParse({ from: "/x", to: "https://partners.example.com/doors" }).success).toBe(true);
  });

  it.each([
    { from: "faq", to: "/support/faqs" },
    { from: "/faq?x=1", to: "/support/faqs" },
    { from: "/faq", to: "//evil.example/" },
    { from: "/faq", to: "/\\evil.example" },
    { from: "/faq", to: "/\t/evil.example" },
    { from: "/faq", to: "http://example.com/" },
    { from: "/faq", to: "https://user:secret@example.com/" },
    { from: "/faq\\x", to: "/support/faqs" },
    { from: "/faq", to: "javascript:alert(1)" },
    { from: "/faq", to: "/support/faqs", status: 303 },
    { from: "/faq", to: "/FAQ/" },
  ])("refuses %j", (input) => {
    expect(RedirectInputSchema.safeParse(input).success).toBe(false);
  });
});
