import { type FormEvent, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useLocale } from "~/i18n/LocaleProvider";
import { lengthUnitOf } from "~/i18n/units/units";
import { type LengthUnit, lengthInUnit } from "~/lib/length";
import { type SystemPrices, fitOpening } from "../fit-opening";
import { type OpeningQuery, openingSearch, readOpening, readOpeningQuery } from "../opening-query";
import { type SizeField, parseSize } from "../parse-size";
import { OpeningAnswer } from "./OpeningAnswer";
import { OpeningForm } from "./OpeningForm";
import { rememberUnit, rememberedUnit } from "./remembered-unit";

const sizeFields: SizeField[] = ["width", "height", "width2"];

function queryOfForm(form: HTMLFormElement, defaultUnit: LengthUnit): OpeningQuery {
  const entries = [...new FormData(form)].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : []));
  return readOpeningQuery(new URLSearchParams(entries), defaultUnit);
}

/** The sizes the visitor typed, rewritten in the unit they switched to (and into the form's fields). */
function inUnit(query: OpeningQuery, from: LengthUnit, form: HTMLFormElement | null): OpeningQuery {
  const next = { ...query };
  for (const field of sizeFields) {
    const parsed = parseSize(query[field], from, field);
    if (!parsed.ok) continue;
    next[field] = lengthInUnit(parsed.inches, query.unit);
    const input = form?.elements.namedItem(field);
    if (input instanceof HTMLInputElement) input.value = next[field];
  }
  return next;
}

/**
 * Issue 37: the opening helper's page. The server renders the answer for the address;
 * once scripts run, the same pure function answers as the visitor types and the address follows
 * (replaced, not pushed, so Back leaves the page).
 */
type OpeningPageProps = { initial: OpeningQuery; documents: Record<string, string>; prices: SystemPrices };

export function OpeningPage({ initial, documents, prices }: OpeningPageProps) {
  // useSearchParams would bring its code to every page's shared chunk; the location has the same.
  const { search: locationSearch } = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const defaultUnit = lengthUnitOf(locale);
  const searchParams = new URLSearchParams(locationSearch);
  const search = searchParams.toString();
  const [query, setQuery] = useState(initial);
  const [shown, setShown] = useState(search);
  const [formKey, setFormKey] = useState(0);
  // Until the visitor asks, an empty size is no mistake yet: the message waits for Show what fits.
  const [asked, setAsked] = useState(initial.width !== "" || initial.height !== "");

  // Another address of this page (Back, a link): its values replace the form's.
  if (search !== shown) {
    setShown(search);
    if (search !== openingSearch(query, defaultUnit)) {
      setQuery(readOpeningQuery(searchParams, defaultUnit));
      setFormKey((key) => key + 1);
    }
  }

  const show = (next: OpeningQuery) => {
    setQuery(next);
    navigate({ search: openingSearch(next, defaultUnit) }, { replace: true, preventScrollReset: true });
  };

  // A visitor who chose millimetres before gets them again on a blank form: the address takes the
  // unit, and the form follows the address. Sizes already in the address keep their unit.
  useEffect(() => {
    const unit = rememberedUnit();
    const params = new URLSearchParams(window.location.search);
    if (unit && unit !== initial.unit && !["unit", "width", "height"].some((name) => params.has(name)))
      navigate({ search: openingSearch({ ...initial, unit }, defaultUnit) }, { replace: true, preventScrollReset: true });
  }, [initial, navigate, defaultUnit]);

  const { opening, errors } = useMemo(() => readOpening(query, locale), [query, locale]);
  const answers = useMemo(() => (opening ? fitOpening(opening, prices, locale) : null), [opening, prices, locale]);
  const shownErrors = asked
    ? errors
    : Object.fromEntries(sizeFields.flatMap((field) => (query[field].trim() && errors[field] ? [[field, errors[field]]] : [])));

  const onChange = (form: HTMLFormElement) => {
    const next = queryOfForm(form, defaultUnit);
    if (next.unit !== query.unit) {
      rememberUnit(next.unit);
      show(inUnit(next, query.unit, form));
    } else show(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAsked(true);
    show(queryOfForm(event.currentTarget, defaultUnit));
    document.getElementById("opening-answer")?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  return (
    <>
      <section className="bg-sand px-6 py-16 text-center md:py-20">
        <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-bronze-dark">Products</p>
        <h1 className="text-4xl font-light tracking-tight md:text-5xl">Size Your Opening</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-stone">
          Enter the width and height of your wall's rough opening to see every system that fits, how its panels would open, and the limits
          it comes near.
        </p>
      </section>
      <div className="mx-auto max-w-(--container-page) px-6 py-12 md:px-10 md:py-16">
        <div className="max-w-2xl">
          <OpeningForm key={formKey} query={query} errors={shownErrors} onChange={onChange} onSubmit={onSubmit} />
        </div>
        {opening && answers ? <OpeningAnswer opening={opening} answers={answers} documents={documents} /> : null}
      </div>
    </>
  );
}
