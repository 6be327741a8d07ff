import { Link } from "react-router";
import { useLocale } from "~/i18n/LocaleProvider";
import type { DistanceUnit } from "~/i18n/units/units";
import { buttonClass } from "~/ui/ButtonLink";
import type { DealerNearby } from "../dealer";
import { dealerPath, dealerQuotePath } from "../dealer-path";
import { dealerDistance } from "../distance";
import { DealerFacts } from "./DealerFacts";

/** One dealer of the locator's list: its facts, how far it is, its page and a quote request to it. */
export function DealerCard({ dealer, unit, position }: { dealer: DealerNearby; unit: DistanceUnit; position: number }) {
  const headingId = `dealer-${dealer.slug}`;
  const { tag } = useLocale();
  return (
    <article aria-labelledby={headingId} className="border-t border-line py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-xl font-normal">
          <span aria-hidden="true" className="mr-2 text-sm font-semibold text-bronze-dark">
            {position}
          </span>
          <Link to={dealerPath(dealer.slug)} className="underline-offset-4 hover:text-bronze-dark hover:underline">
            {dealer.name}
          </Link>
        </h3>
        <p className="text-sm font-semibold text-stone">{dealerDistance(dealer.distanceMi, unit, tag)}</p>
      </div>
      <div className="mt-3">
        <DealerFacts dealer={dealer} />
      </div>
      <p className="mt-4">
        <Link to={dealerQuotePath(dealer.slug)} className={buttonClass("secondary")}>
          Request a quote from this dealer
        </Link>
      </p>
    </article>
  );
}
