import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { defaultSiteConfig } from "~/lib/site-config";
import { defaultMetaDescription, defaultMetaKeywords } from "./defaults";
import { seoMeta } from "./seo-meta";

const site = defaultSiteConfig;
const content = (meta: MetaDescriptor[], key: "name" | "property", value: string) =>
  (meta.find((tag) => (tag as Record<string, string>)[key] === value) as { content?: string } | undefined)?.content;
const jsonLd = (meta: MetaDescriptor[]) =>
  meta.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as { "@type": string }] : []));

describe("seoMeta", () => {
  it("gives every page the configured defaults, a canonical URL, Open Graph and a Twitter card with an image", () => {
    const meta = seoMeta(
      { title: "Warranty | LaCantina Doors", location: { pathname: "/support/warranty/", search: "?utm_source=news" } },
      site,
    );
    expect(meta).toContainEqual({ title: "Warranty | LaCantina Doors" });
    expect(content(meta, "name", "description")).toBe(defaultMetaDescription);
    expect(content(meta, "name", "keywords")).toBe(defaultMetaKeywords);
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.lacantinadoors.com/support/warranty" });
    expect(content(meta, "property", "og:url")).toBe("https://www.lacantinadoors.com/support/warranty");
    expect(content(meta, "property", "og:image")).toBe("https://www.lacantinadoors.com/media/home/hero.jpg?w=1440&f=jpeg");
    expect(content(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "name", "twitter:image")).toBe(content(meta, "property", "og:image"));
    expect(content(meta, "name", "robots")).toBeUndefined();
  });

  it("says noindex, nofollow for metaNoIndex pages and previews", () => {
    const meta = seoMeta({ title: "Draft", noIndex: true, location: { pathname: "/preview/about" } }, site);
    expect(content(meta, "name", "robots")).toBe("noindex, nofollow");
  });

  it("carries Organization, WebSite, the page and its breadcrumb, and an editor's canonical URL", () => {
    const meta = seoMeta(
      {
        title: "FAQs",
        location: { pathname: "/support/faqs" },
        canonical: "https://lacantinadoors.com/support/faqs",
        breadcrumb: [
          { label: "LaCantina Doors", path: "/" },
          { label: "Support", path: "/support" },
          { label: "FAQs", path: "/support/faqs" },
        ],
        questions: [{ question: "How long is the warranty?", answer: "Ten years." }],
      },
      site,
    );
    expect(jsonLd(meta).map((data) => data["@type"])).toEqual(["Organization", "WebSite", "FAQPage", "BreadcrumbList"]);
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.lacantinadoors.com/support/faqs" });
  });
});
