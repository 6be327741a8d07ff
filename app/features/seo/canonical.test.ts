import { describe, expect, it } from "vitest";
import { canonicalUrl } from "./canonical";

const site = { canonicalHost: "www.lacantinadoors.com" };

describe("canonicalUrl", () => {
  it("forces the configured www host over https, whatever host the request came to", () => {
    expect(canonicalUrl(site, "http://lacantinadoors.com/products/folding-doors")).toBe(
      "https://www.lacantinadoors.com/products/folding-doors",
    );
    expect(canonicalUrl(site, "http://127.0.0.1:3000/about")).toBe("https://www.lacantinadoors.com/about");
    expect(canonicalUrl(site, "/support/faqs")).toBe("https://www.lacantinadoors.com/support/faqs");
  });

  it("drops tracking parameters, the fragment and a trailing slash, and keeps the rest of the query", () => {
    expect(canonicalUrl(site, "/pdfViewer?pdf=%2Fmedia%2Fa.pdf&utm_source=mail&gclid=1&fbclid=2#page=3")).toBe(
      "https://www.lacantinadoors.com/pdfViewer?pdf=%2Fmedia%2Fa.pdf",
    );
    expect(canonicalUrl(site, "/about/?UTM_Campaign=x")).toBe("https://www.lacantinadoors.com/about");
    expect(canonicalUrl(site, "/")).toBe("https://www.lacantinadoors.com/");
  });

  it("puts the address under the page's locale prefix, once", () => {
    const french = { ...site, locale: { tag: "fr-CA", prefix: "/fr-ca" } };
    expect(canonicalUrl(french, "/request-quote?utm_source=x")).toBe("https://www.lacantinadoors.com/fr-ca/request-quote");
    expect(canonicalUrl(french, "/fr-ca/produits/portes-pliantes")).toBe("https://www.lacantinadoors.com/fr-ca/produits/portes-pliantes");
    expect(canonicalUrl(french, "/")).toBe("https://www.lacantinadoors.com/fr-ca");
  });
});
