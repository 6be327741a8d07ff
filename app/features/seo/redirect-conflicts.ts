import { isLocalTarget, redirectKey, targetKey } from "./redirect-schema";

/** A rule as the checks see it: `from` is already a redirect key. */
export type RuleLink = { from: string; to: string };

export type RuleConflict = { field: "from" | "to"; message: string };

/**
 * Why a new or changed rule may not join `rules`, or null. Staff rules never chain: a visitor
 * gets one hop, and a loop would leave the page unreachable. A rule of `rules` with the same
 * source is the one being replaced and is left out.
 */
export function ruleConflict(rules: readonly RuleLink[], candidate: RuleLink): RuleConflict | null {
  const from = redirectKey(candidate.from);
  const bySource = new Map(rules.filter((rule) => rule.from !== from).map((rule) => [rule.from, rule]));

  if (isLocalTarget(candidate.to)) {
    const next = bySource.get(targetKey(candidate.to));
    if (next) {
      const end = chainEnd(bySource, next);
      if (end === null || (isLocalTarget(end) && targetKey(end) === from))
        return { field: "to", message: `This would make a loop: ${candidate.to} already leads back to ${from}.` };
      return { field: "to", message: `${candidate.to} already redirects to ${end}: point this one to ${end} instead.` };
    }
  }

  const pointingHere = [...bySource.values()].find((rule) => isLocalTarget(rule.to) && targetKey(rule.to) === from);
  if (pointingHere)
    return {
      field: "from",
      message: `${pointingHere.from} already redirects to ${from}: point it to ${candidate.to} instead, so that no visitor goes through two redirects.`,
    };
  return null;
}

/** Where a chain starting with `first` ends; null when it loops on itself. */
function chainEnd(bySource: ReadonlyMap<string, RuleLink>, first: RuleLink): string | null {
  const seen = new Set([first.from]);
  let current = first;
  for (;;) {
    if (!isLocalTarget(current.to)) return current.to;
    const key = targetKey(current.to);
    const next = bySource.get(key);
    if (!next) return current.to;
    if (seen.has(key)) return null;
    seen.add(key);
    current = next;
  }
}
