import { describe, expect, it } from "vitest";
import { sendsPageView } from "./page-views";

describe("sendsPageView (SPEC §2)", () => {
  it.each([
    "/",
    "/products/folding-doors",
    "/support",
    "/support/technical-documents/archive",
    "/searchlight",
    "/blog/a-post",
    "/administration",
  ])("sends a virtual page view on %s", (path) => {
    expect(sendsPageView(path)).toBe(true);
  });

  it.each([
    "/support/technical-documents",
    "/search",
    "/search/",
    "/search/doors",
    "/search/content/blog/doors",
    "/admin",
    "/admin/sign-in",
  ])("sends none on %s", (path) => {
    expect(sendsPageView(path)).toBe(false);
  });
});
