// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import { loadLocaleRegistry } from "~/i18n/locales.server";
import { pageLocale } from "~/i18n/page-locale.server";
import { OFFER_STORAGE_KEY } from "./language-offer";
import { LanguageOfferSlot } from "./LanguageOfferSlot";
import { languageOffers } from "./offers.server";

const registry = loadLocaleRegistry("en-US");

/** The contact page in the locale `tag`, with a query string, as a visitor whose browser prefers `languages` sees it. */
function renderPage(tag: string, languages: string[]) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  const locale = registry.byTag(tag);
  if (!locale) throw new Error(tag);
  const Stub = createRoutesStub([
    {
      path: "/contact-us",
      Component: () => (
        <LocaleProvider locale={pageLocale(registry, locale)}>
          <LanguageOfferSlot offers={languageOffers(registry)} />
        </LocaleProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/contact-us?from=mail"]} />);
}

describe("the language offer", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("offers the visitor's language in that language, at this page's address in it with its query", async () => {
    renderPage("en-US", ["fr-FR", "fr", "en"]);
    const bar = await screen.findByRole("complementary", { name: "Langue" });
    expect(bar.lang).toBe("fr-CA");
    expect(bar.textContent).toContain("Cette page existe en français.");
    const link = screen.getByRole("link", { name: "Afficher en français" });
    expect(link.getAttribute("href")).toBe("/fr-ca/contact-us?from=mail");
    expect(link.getAttribute("hreflang")).toBe("fr-CA");
  });

  it("offers nothing when the browser prefers the page's locale or one the site does not serve", async () => {
    // Once its code has loaded, the bar renders at once where it is offered: an empty render means no offer.
    const control = renderPage("en-US", ["fr-CA"]);
    await screen.findByRole("complementary");
    control.unmount();
    for (const [tag, languages] of [
      ["en-US", ["en-US", "fr-CA"]],
      ["en-US", ["en-GB", "en"]],
      ["fr-CA", ["fr-FR", "en-CA"]],
      ["en-US", ["de-DE"]],
    ] as const) {
      const { unmount } = renderPage(tag, [...languages]);
      expect(screen.queryByRole("complementary"), `${tag} ${languages.join()}`).toBeNull();
      unmount();
    }
  });

  it("offers a Canadian visitor on a US page the Canadian one, in its words", async () => {
    renderPage("en-US", ["en-CA", "en"]);
    expect((await screen.findByRole("complementary", { name: "Language" })).textContent).toContain("Canadian English");
    expect(screen.getByRole("link", { name: "View in English" }).getAttribute("href")).toBe("/en-ca/contact-us?from=mail");
  });

  it("stays dismissed once dismissed, on this page and the next", async () => {
    const { unmount } = renderPage("en-US", ["fr-CA"]);
    fireEvent.click(await screen.findByRole("button", { name: "Non merci" }));
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(window.localStorage.getItem(OFFER_STORAGE_KEY)).not.toBeNull();
    unmount();
    renderPage("en-US", ["fr-CA"]);
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("is not offered again once followed", async () => {
    const { unmount } = renderPage("en-US", ["fr-CA"]);
    const link = await screen.findByRole("link", { name: "Afficher en français" });
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    unmount();
    renderPage("en-US", ["fr-CA"]);
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
