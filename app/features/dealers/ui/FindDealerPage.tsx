import { Link, useNavigation } from "react-router";
import { useLocale, useMessages } from "~/i18n/LocaleProvider";
import type { Translate } from "~/i18n/messages";
import { locatorPath } from "../dealer-path";
import { locatorSearch } from "../locator-query";
import type { FindDealerData } from "../routes.server";
import { dealerDistance } from "../distance";
import { locatorMessages } from "../messages";
import { DealerCard } from "./DealerCard";
import { LocatorForm } from "./LocatorForm";
import { MapPanel } from "./MapPanel";

const ERROR_ID = "dealer-near-error";

/** What the list shows, in a sentence a screen reader announces when it changes. */
function summary({ query, unit, answer }: FindDealerData, t: Translate<keyof typeof locatorMessages.source>, tag: string): string {
  switch (answer.kind) {
    case "none":
      return t("askPlace");
    case "unplaced":
      return t("unplaced", { near: answer.near });
    case "found": {
      const near = query.point ? t("yourLocation", { place: answer.place.label }) : answer.place.label;
      const radius = `${query.radius} ${unit}`;
      if (!answer.withinRadius)
        return answer.dealers.length > 0
          ? t("noneWithinNearest", {
              radius,
              near,
              count: answer.dealers.length,
              distance: dealerDistance(answer.dealers[0]!.distanceMi, unit, tag),
            })
          : t("noneWithin", { radius, near });
      const count = answer.dealers.length;
      return t(count === 1 ? "oneWithin" : "someWithin", { count, radius, near });
    }
  }
}

/** /find-a-dealer (issue 36): the search, and the dealers nearest the place it names. */
export function FindDealerPage({ data }: { data: FindDealerData }) {
  const navigation = useNavigation();
  const { tag } = useLocale();
  const t = useMessages(locatorMessages);
  const loading = navigation.state === "loading" && navigation.location.pathname === locatorPath();
  const { query, unit, answer } = data;
  return (
    <>
      <section className="bg-sand px-6 py-16 text-center md:py-20">
        <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-bronze-dark">Dealers</p>
        <h1 className="text-4xl font-light tracking-tight md:text-5xl">Find a Dealer</h1>
        <p className="mx-auto mt-4 max-w-[40rem] text-lg leading-relaxed text-stone">
          See our doors in a showroom near you, and get a quote and an installation from a dealer who knows them.
        </p>
      </section>
      <div className="mx-auto grid max-w-(--container-page) items-start gap-x-12 gap-y-8 px-6 py-10 md:px-10 lg:grid-cols-[20rem_1fr]">
        <LocatorForm query={query} unit={unit} errorId={answer.kind === "unplaced" ? ERROR_ID : undefined} />
        <section aria-labelledby="dealer-results" className="min-w-0">
          <h2 id="dealer-results" className="sr-only">
            Dealers
          </h2>
          <p id={answer.kind === "unplaced" ? ERROR_ID : undefined} role="status" className="mb-6 text-base text-stone">
            {loading ? "Searching…" : summary(data, t, tag)}
          </p>
          {answer.kind === "found" && answer.alsoNamed.length > 0 ? (
            <p className="-mt-3 mb-6 text-sm text-stone">
              Did you mean{" "}
              {answer.alsoNamed.map((other, index) => (
                <span key={other}>
                  {index > 0 ? ", " : null}
                  <Link
                    to={locatorPath(locatorSearch({ near: other, radius: query.radius, point: undefined }))}
                    className="underline underline-offset-4"
                  >
                    {other}
                  </Link>
                </span>
              ))}
              ?
            </p>
          ) : null}
          {answer.kind === "found" && answer.dealers.length > 0 ? (
            <div aria-busy={loading} className={loading ? "opacity-60" : undefined}>
              <MapPanel place={answer.place} dealers={answer.dealers} />
              <ol className="list-none">
                {answer.dealers.map((dealer, index) => (
                  <li key={dealer.slug}>
                    <DealerCard dealer={dealer} unit={unit} position={index + 1} />
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
        </section>
      </div>
    </>
  );
}
