import { lineLabels } from "~/features/catalogue";
import type { DealerListing } from "../dealer";
import { directionsUrl } from "../dealer-path";

const linkClass = "underline decoration-line underline-offset-4 hover:text-bronze-dark hover:decoration-bronze-dark";

/** A dealer's address, phone, website, showroom and product lines: the same on its card and its page. */
export function DealerFacts({ dealer }: { dealer: DealerListing }) {
  return (
    <>
      <address className="not-italic leading-relaxed">
        {dealer.address}
        <br />
        {dealer.city}, {dealer.state} {dealer.zip}
      </address>
      <ul className="mt-3 grid gap-1">
        <li>
          <a href={`tel:${dealer.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
            {dealer.phone}
          </a>
        </li>
        {dealer.website ? (
          <li>
            <a href={dealer.website} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {new URL(dealer.website).host}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ) : null}
        <li>
          <a href={directionsUrl(dealer)} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Directions
            <span className="sr-only"> to {dealer.name} (opens in a new tab)</span>
          </a>
        </li>
      </ul>
      <p className="mt-3 text-sm text-stone">
        {dealer.showroom ? "Showroom: see the doors in person" : "No showroom: visits by appointment"}
      </p>
      {dealer.products.length > 0 ? (
        <p className="mt-1 text-sm text-stone">
          <span className="font-semibold text-ink">Carries:</span> {dealer.products.map((line) => lineLabels[line]).join(", ")}
        </p>
      ) : null}
    </>
  );
}
