import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { localeContext } from "./i18n/context";
import { loadLocaleRegistry } from "./i18n/locales.server";
import { defaultSiteConfig } from "./lib/site-config";
import { type AppServices, pageLocation, pageSite, servicesContext } from "./services.server";

const registry = loadLocaleRegistry("en-US");
const contextIn = (prefix: string) => {
  const context = new RouterContextProvider();
  context.set(servicesContext, { site: defaultSiteConfig } as AppServices);
  context.set(localeContext, registry.byPrefix(prefix)!);
  return context;
};

describe("the address and site a loader writes meta tags with", () => {
  it("takes the locale's prefix off the address, as React Router's basename does for meta", () => {
    const french = contextIn("/fr-ca");
    expect(pageLocation(french, new URL("http://localhost/fr-ca/produits/portes-pliantes?x=1"))).toEqual({
      pathname: "/produits/portes-pliantes",
      search: "?x=1",
    });
    expect(pageLocation(french, new URL("http://localhost/fr-ca"))).toEqual({ pathname: "/", search: "" });
  });

  it("leaves a default-locale address whole, even one that starts like a prefix", () => {
    expect(pageLocation(contextIn(""), new URL("http://localhost/fr-cab/page"))).toEqual({ pathname: "/fr-cab/page", search: "" });
    expect(pageLocation(contextIn("/fr-ca"), new URL("http://localhost/fr-cab/page"))).toEqual({ pathname: "/fr-cab/page", search: "" });
  });

  it("gives the site config the page's locale", () => {
    expect(pageSite(contextIn("/fr-ca")).locale).toEqual({ tag: "fr-CA", prefix: "/fr-ca" });
    expect(pageSite(contextIn("")).locale).toEqual({ tag: "en-US", prefix: "" });
  });
});
