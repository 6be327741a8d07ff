import { describe, expect, it } from "vitest";
import { readBudgets } from "./inputs";
import type { LighthousePage } from "./lighthouse";
import { type BenchRun, verdicts } from "./report";

function page(name: string, seo: number, failing: string[], noindex?: boolean): LighthousePage {
  return {
    name,
    path: `/${name}`,
    kind: "other",
    ...(noindex === undefined ? {} : { noindex }),
    url: `http://127.0.0.1/${name}`,
    runs: 3,
    scores: { performance: 100, accessibility: 100, bestPractices: 100, seo },
    metrics: { lcpMs: 1000, fcpMs: 900, tbtMs: 0, cls: 0, speedIndexMs: 900 },
    failing,
  };
}

const run = (pages: LighthousePage[]) => ({ lighthouse: pages }) as unknown as BenchRun;
const seoVerdict = (pages: LighthousePage[], name: string) =>
  verdicts(run(pages), readBudgets()).find((verdict) => verdict.budget === `Lighthouse SEO, ${name}`);

describe("the Lighthouse SEO budget", () => {
  it("lets a page kept out of search engines on purpose fail is-crawlable, and nothing else", () => {
    expect(seoVerdict([page("search", 69, ["seo/is-crawlable"], true)], "search")?.met).toBe(true);
    expect(seoVerdict([page("search", 61, ["seo/is-crawlable", "seo/meta-description"], true)], "search")?.met).toBe(false);
    expect(seoVerdict([page("blog", 69, ["seo/is-crawlable"])], "blog")?.met).toBe(false);
    expect(seoVerdict([page("blog", 100, [])], "blog")?.met).toBe(true);
  });
});
