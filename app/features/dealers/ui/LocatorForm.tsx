import { useState } from "react";
import { Form, useNavigate } from "react-router";
import { useLocale } from "~/i18n/LocaleProvider";
import { useHydrated } from "~/lib/use-hydrated";
import type { DistanceUnit } from "~/i18n/units/units";
import { type LocatorQuery, RADIUS_CHOICES, locatorSearch, unitOf } from "../locator-query";
import { MAX_PLACE_QUERY_LENGTH, countryOfQuery, parsePlaceQuery } from "../postal-code";

type LocatorFormProps = {
  query: LocatorQuery;
  unit: DistanceUnit;
  /** The id of the message that says the place could not be found, when it could not. */
  errorId: string | undefined;
};

type Locating = "idle" | "asking" | "refused";

/**
 * The locator's search: a GET form the server answers without JavaScript (a shareable address);
 * with it, React Router submits the same form and the list updates in place. "Use my location"
 * appears only where the browser can tell.
 */
export function LocatorForm({ query, unit, errorId }: LocatorFormProps) {
  const hydrated = useHydrated();
  const locale = useLocale();
  const navigate = useNavigate();
  // The radius follows what is typed: kilometres as soon as it reads as a Canadian code or province.
  const [typedUnit, setTypedUnit] = useState<DistanceUnit | undefined>(undefined);
  const [locating, setLocating] = useState<Locating>("idle");
  const shownUnit = typedUnit ?? unit;
  const radiusId = "dealer-radius";

  function locateVisitor(form: HTMLFormElement | null) {
    setLocating("asking");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating("idle");
        const radius = Number(new FormData(form ?? undefined).get("radius")) || query.radius;
        const point = { lat: coords.latitude, lng: coords.longitude };
        void navigate(locatorSearch({ near: "", radius, point }), { preventScrollReset: true });
      },
      () => setLocating("refused"),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  }

  return (
    <Form method="get" role="search" aria-label="Find a dealer" preventScrollReset className="grid gap-4">
      <div>
        <label htmlFor="dealer-near" className="mb-1 block text-sm font-semibold">
          ZIP code, postal code or city
        </label>
        <input
          id="dealer-near"
          key={query.near}
          name="near"
          type="search"
          required
          autoComplete="postal-code"
          defaultValue={query.near}
          maxLength={MAX_PLACE_QUERY_LENGTH}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => setTypedUnit(unitOf(countryOfQuery(parsePlaceQuery(event.currentTarget.value)), locale))}
          className="min-h-11 w-full border border-stone px-4 text-base focus-visible:border-bronze"
        />
      </div>
      <div>
        <label htmlFor={radiusId} className="mb-1 block text-sm font-semibold">
          Within
        </label>
        <select
          id={radiusId}
          name="radius"
          defaultValue={query.radius}
          className="min-h-11 w-full border border-stone bg-white px-3 text-base focus-visible:border-bronze"
        >
          {RADIUS_CHOICES.map((radius) => (
            <option key={radius} value={radius}>
              {`${radius} ${shownUnit}`}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="min-h-11 bg-ink px-5 text-sm font-semibold uppercase tracking-[0.12em] text-white hover:bg-bronze-dark"
      >
        Search
      </button>
      {hydrated && "geolocation" in navigator ? (
        <button
          type="button"
          onClick={(event) => locateVisitor(event.currentTarget.form)}
          disabled={locating === "asking"}
          className="min-h-11 border border-ink px-5 text-sm font-semibold uppercase tracking-[0.12em] text-ink hover:bg-ink hover:text-white disabled:opacity-60"
        >
          {locating === "asking" ? "Finding your location…" : "Use my location"}
        </button>
      ) : null}
      {locating === "refused" ? (
        <p role="alert" className="text-sm text-stone">
          Your location is not available. Please type a ZIP code, postal code or city.
        </p>
      ) : null}
    </Form>
  );
}
