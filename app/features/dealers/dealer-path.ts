import { href } from "react-router";

/** The locator, with a search in its address when given (`/find-a-dealer?near=92056&radius=50`). */
export const locatorPath = (search = "") => `${href("/find-a-dealer")}${search}`;

/** A dealer's page (`/find-a-dealer/{slug}`). */
export const dealerPath = (slug: string) => href("/find-a-dealer/:slug", { slug });

/** The quote form with this dealer chosen (issue 36: the form preselects it). */
export const dealerQuotePath = (slug: string) => `${href("/request-quote")}?${new URLSearchParams({ dealer: slug })}`;

/**
 * Directions to the dealer on a maps site, from its address: a plain link, so nothing is asked of
 * the maps site until the visitor follows it.
 */
export function directionsUrl(dealer: { name: string; address: string; city: string; state: string; zip: string }): string {
  const destination = `${dealer.name}, ${dealer.address}, ${dealer.city}, ${dealer.state} ${dealer.zip}`;
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: "1", destination })}`;
}

/** A dealer page's trail: the site, the locator, the dealer. */
export const dealerBreadcrumb = (dealer: { name: string }, brand: string) => [
  { label: brand, path: "/" },
  { label: "Find a Dealer", path: locatorPath() },
  { label: dealer.name },
];

const SLUG_MAX_LENGTH = 90;

/** A dealer's slug from its name (and city): lower-case letters and digits between single dashes. */
export const slugOf = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, SLUG_MAX_LENGTH);

/** Whether `text` has the shape slugOf gives: what a dealer's address or a form may name a dealer by. */
export const isDealerSlug = (text: string) => text.length <= SLUG_MAX_LENGTH && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);
