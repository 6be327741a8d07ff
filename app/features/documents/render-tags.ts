/**
 * The render tags of the library's documents (app/platform/render-tags.server.ts, decision 0016).
 * A read that may show any document names `all`; a read that can only show documents carrying
 * one of some facet values (a search with two or more filters, a document group) names those
 * values instead, and a change to a document names `all` and every facet value it had or has
 * now, so it drops exactly the reads that could have shown it (docs/decisions/0053).
 */
export const documentTags = {
  all: "documents",
  /** A grouped tag (`Product Type/Folding`, `Document Type/PDF`). */
  tag: (groupedTag: string) => `documents:tag:${groupedTag}`,
  /** A document type, as the search's `filetype` asks for it. */
  type: (documentType: string) => `documents:type:${documentType}`,
};

type Shown = { listed: boolean; groupedTags: readonly string[]; documentTypes: readonly string[] };

/** What a change from `before` to `after` (either missing: added or deleted) drops; nothing when visitors saw neither. */
export function documentChangeTags(before: Shown | undefined, after: Shown | undefined): string[] {
  const shown = [before, after].filter((row) => row?.listed === true) as Shown[];
  if (shown.length === 0) return [];
  const tags = new Set([documentTags.all]);
  for (const row of shown) {
    for (const tag of row.groupedTags) tags.add(documentTags.tag(tag));
    for (const type of row.documentTypes) tags.add(documentTags.type(type));
  }
  return [...tags];
}
