import { useId } from "react";
import { href } from "react-router";
import { buttonClass } from "~/ui/ButtonLink";
import type { LayoutOffer } from "../answer-groups";
import type { Opening } from "../opening";
import { quoteLayoutFields } from "../quote-layout";

/**
 * "Request a quote with this layout": a GET form to the quote page, so that it works without
 * scripts, carrying the opening and the layout; the visitor picks the system when several make it.
 * The quote page reads them again against the catalogue.
 */
export function QuoteWithLayout({ offer, opening, describedBy }: { offer: LayoutOffer; opening: Opening; describedBy: string }) {
  const id = useId();
  const [only] = offer.systems;
  return (
    <form method="get" action={href("/request-quote")} className="mt-4 space-y-3">
      {quoteLayoutFields(opening, offer.layout).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {offer.systems.length === 1 && only ? (
        <input type="hidden" name="product" value={only.key} />
      ) : (
        <div>
          <label htmlFor={id} className="block text-sm font-medium">
            System
          </label>
          <select id={id} name="product" className="mt-1 min-h-11 w-full border border-line bg-white px-3 text-sm">
            {offer.systems.map((system) => (
              <option key={system.key} value={system.key}>
                {system.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" aria-describedby={describedBy} className={`${buttonClass("secondary")} w-full`}>
        Request a quote with this layout
      </button>
    </form>
  );
}
