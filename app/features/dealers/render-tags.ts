/**
 * The render tags of the dealers (app/platform/render-tags.server.ts, decision 0016): the locator's
 * lists read `dealers`, a dealer's page its own slug. A change to a dealer drops both.
 */
export const dealerTags = {
  lists: "dealers",
  dealer: (slug: string) => `dealer:${slug}`,
};

/** What a change to the dealers with these slugs reaches: every list, and their pages at the old and new slugs. */
export function dealerChangeTags(slugs: readonly string[]): string[] {
  return [dealerTags.lists, ...[...new Set(slugs)].map(dealerTags.dealer)];
}
