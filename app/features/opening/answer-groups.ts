import { type SystemKind, systemKinds } from "~/features/catalogue";
import type { SystemAnswer, SystemFit, SystemMiss } from "./fit-opening";
import type { Layout } from "./layout";

/** A layout as the page offers it: drawn once for its kind, with the systems that make it. */
export type LayoutOffer = { layout: Layout; systems: { key: string; name: string }[] };

export type KindGroup = {
  kind: SystemKind;
  fits: SystemFit[];
  misses: SystemMiss[];
  /** For each arrangement, its layout with the fewest (widest) panels: the first look. */
  firstOffers: LayoutOffer[];
  /** Every other layout, by panel count. */
  moreOffers: LayoutOffer[];
};

// Systems of a kind share most layouts; one is the same as another when its counts and widths are.
const offerKey = (layout: Layout) => `${layout.id}:${layout.groups.map((group) => group.width.toFixed(3)).join(",")}`;

function offersOf(fits: SystemFit[]): LayoutOffer[] {
  const offers = new Map<string, LayoutOffer>();
  for (const system of fits)
    for (const layout of system.layouts) {
      const key = offerKey(layout);
      const offer = offers.get(key) ?? { layout, systems: [] };
      offer.systems.push({ key: system.key, name: system.name });
      offers.set(key, offer);
    }
  return [...offers.values()].sort((a, b) => a.layout.panelCount - b.layout.panelCount);
}

/** The answer grouped by kind, in the catalogue's order of kinds; kinds the visitor did not ask about are left out. */
export function groupAnswer(answers: SystemAnswer[]): KindGroup[] {
  return systemKinds.flatMap((kind): KindGroup[] => {
    const ofKind = answers.filter((answer) => answer.kind === kind);
    if (ofKind.length === 0) return [];
    const fits = ofKind.filter((answer): answer is SystemFit => answer.fits);
    const offers = offersOf(fits);
    const first = new Set<string>();
    const firstOffers = offers.filter((offer) => {
      if (first.has(offer.layout.arrangement)) return false;
      first.add(offer.layout.arrangement);
      return true;
    });
    return [
      {
        kind,
        fits,
        misses: ofKind.filter((answer): answer is SystemMiss => !answer.fits),
        firstOffers,
        moreOffers: offers.filter((offer) => !firstOffers.includes(offer)),
      },
    ];
  });
}

/** Why nothing fits, each different reason once. */
export const reasonsNothingFits = (answers: SystemAnswer[]): string[] => [
  ...new Set(answers.flatMap((answer) => (answer.fits ? [] : [answer.reason]))),
];
