import { useId } from "react";
import { href } from "react-router";
import { productPath } from "~/features/catalogue";
import { useLocale } from "~/i18n/LocaleProvider";
import { type FormatLocale, formatLength } from "~/i18n/units/units";
import { ButtonLink } from "~/ui/ButtonLink";
import { SmartLink } from "~/ui/SmartLink";
import { type KindGroup, type LayoutOffer, groupAnswer, reasonsNothingFits } from "../answer-groups";
import type { SystemAnswer } from "../fit-opening";
import { type Opening, kindLabels, spanOf } from "../opening";
import { LayoutDrawing } from "./LayoutDrawing";
import { QuoteWithLayout } from "./QuoteWithLayout";

const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;

const linkClass = "underline decoration-line underline-offset-4 hover:decoration-bronze";

function sizeLine(offer: LayoutOffer, opening: Opening, locale: FormatLocale): string {
  const { layout } = offer;
  const length = (inches: number) => formatLength(inches, opening.unit, locale);
  const groups = layout.groups.map(
    (group) =>
      `${group.count} ${group.role === "sidelite" ? "sidelite" : "panel"}${group.count === 1 ? "" : "s"} about ${length(group.width)} wide`,
  );
  return `${groups.join(" and ")}, ${length(layout.panelHeight)} high${layout.tracks ? `, ${layout.tracks} track${layout.tracks === 1 ? "" : "s"}` : ""}.`;
}

/** Which systems make a layout, in the fewer words: those that do, or every one but those that do not. */
function madeIn(offer: LayoutOffer, group: KindGroup): string {
  const names = (systems: { name: string }[]) => systems.map((system) => system.name).join(", ");
  const missing = group.fits.filter((system) => !offer.systems.some((maker) => maker.key === system.key));
  if (group.fits.length === 1) return `Made in ${names(offer.systems)}.`;
  if (missing.length === 0) return "Made in every system below.";
  return missing.length < offer.systems.length ? `Made in every system below but ${names(missing)}.` : `Made in ${names(offer.systems)}.`;
}

function OfferCard({ offer, group, opening }: { offer: LayoutOffer; group: KindGroup; opening: Opening }) {
  const titleId = useId();
  const locale = useLocale();
  return (
    <li className="border border-line bg-white p-4">
      <LayoutDrawing layout={offer.layout} kind={group.kind} unit={opening.unit} />
      <h4 id={titleId} className="mt-3 font-medium">
        {offer.layout.description}
      </h4>
      <p className="mt-1 text-sm text-stone">{sizeLine(offer, opening, locale)}</p>
      <p className="mt-1 text-sm text-stone">{madeIn(offer, group)}</p>
      <QuoteWithLayout offer={offer} opening={opening} describedBy={titleId} />
    </li>
  );
}

const offerGrid = "mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

type Documents = Record<string, string>;

function KindAnswer({ group, opening, documents }: { group: KindGroup; opening: Opening; documents: Documents }) {
  const id = `fits-${group.kind}`;
  const total = group.fits.length + group.misses.length;
  return (
    <section aria-labelledby={id} className="border-t border-line py-10">
      <h3 id={id} className="text-2xl font-light tracking-tight">
        {kindLabels[group.kind]}
      </h3>
      <p className="mt-1 text-stone">{group.fits.length === 0 ? "None fits." : `${group.fits.length} of ${total} fit.`}</p>
      {group.firstOffers.length > 0 ? (
        <ul className={offerGrid}>
          {group.firstOffers.map((offer) => (
            <OfferCard key={`${offer.layout.id}:${offer.systems[0]?.key}`} offer={offer} group={group} opening={opening} />
          ))}
        </ul>
      ) : null}
      {group.moreOffers.length > 0 ? (
        <details className="mt-6">
          <summary className="cursor-pointer font-medium">
            {group.moreOffers.length} more layout{group.moreOffers.length === 1 ? "" : "s"}, with more panels
          </summary>
          <ul className={offerGrid}>
            {group.moreOffers.map((offer) => (
              <OfferCard key={`${offer.layout.id}:${offer.systems[0]?.key}`} offer={offer} group={group} opening={opening} />
            ))}
          </ul>
        </details>
      ) : null}
      <ul className="mt-8 divide-y divide-line border-y border-line">
        {group.fits.map((system) => (
          <li key={system.key} className="py-4">
            <SmartLink href={productPath(system.key)} className={`font-medium ${linkClass}`}>
              {system.name}
            </SmartLink>
            <span className="text-stone">
              {" "}
              fits, in {system.layouts.length} layout{system.layouts.length === 1 ? "" : "s"}.{" "}
            </span>
            {system.budget ? <span>{`Typical budget: ${dollars(system.budget.low)}–${dollars(system.budget.high)}. `}</span> : null}
            {documents[system.key] ? (
              <SmartLink href={documents[system.key]!} className={`text-sm ${linkClass}`}>
                Technical documents
              </SmartLink>
            ) : null}
            {system.near.length > 0 ? (
              <ul className="mt-2 list-disc pl-5 text-sm text-stone">
                {system.near.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        {group.misses.map((system) => (
          <li key={system.key} className="py-4">
            <SmartLink href={productPath(system.key)} className={`font-medium ${linkClass}`}>
              {system.name}
            </SmartLink>
            <span className="text-stone"> does not fit. {system.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NothingFits({ answers }: { answers: SystemAnswer[] }) {
  const reasons = reasonsNothingFits(answers);
  return (
    <div className="mt-8 border border-line bg-linen p-6">
      <h3 className="text-2xl font-light tracking-tight">Nothing we make fits this opening</h3>
      {reasons.length > 0 ? (
        <>
          <p className="mt-3">Because:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3">No system is made in the kind and material you chose: try any kind or any material.</p>
      )}
      <p className="mt-4 text-stone">
        Our team builds to measured openings and can often combine systems: fixed lites beside a door, or two walls of doors meeting at a
        post. Tell us about your opening.
      </p>
      <div className="mt-6">
        <ButtonLink href={`${href("/contact-us")}?form_type_id=product_info`}>Ask about your opening</ButtonLink>
      </div>
    </div>
  );
}

/** The answer: a summary, then every kind asked about with its layouts and systems, or why nothing fits. */
export function OpeningAnswer({ opening, answers, documents }: { opening: Opening; answers: SystemAnswer[]; documents: Documents }) {
  const locale = useLocale();
  const length = (inches: number) => formatLength(inches, opening.unit, locale);
  const fitting = answers.filter((answer) => answer.fits).length;
  const priced = answers.some((answer) => answer.fits && answer.budget !== null);
  const size =
    opening.secondWidth === null
      ? `${length(opening.width)} wide and ${length(opening.height)} high`
      : `${length(opening.width)} and ${length(opening.secondWidth)} around a corner (${length(spanOf(opening))} in all), ${length(opening.height)} high`;
  return (
    <section aria-labelledby="opening-answer" className="mt-12">
      <h2 id="opening-answer" className="text-3xl font-light tracking-tight">
        What fits your opening
      </h2>
      <p className="mt-2 text-lg text-stone" aria-live="polite">
        Your opening is {size}.{" "}
        {fitting === 0 ? "Nothing fits." : `${fitting} system${fitting === 1 ? "" : "s"} fit${fitting === 1 ? "s" : ""}.`}
      </p>
      <p className="mt-2 text-sm text-stone">
        Sizes are approximate: your dealer measures the opening and confirms every panel before anything is built.
        {priced ? ` Typical budgets are for an opening ${length(spanOf(opening))} wide; your dealer's quote decides the price.` : null}
      </p>
      {fitting === 0 ? (
        <NothingFits answers={answers} />
      ) : (
        groupAnswer(answers).map((group) => <KindAnswer key={group.kind} group={group} opening={opening} documents={documents} />)
      )}
    </section>
  );
}
