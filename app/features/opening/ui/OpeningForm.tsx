import type { FormEvent } from "react";
import { href } from "react-router";
import { materialLabels } from "~/features/catalogue";
import { buttonClass } from "~/ui/ButtonLink";
import { RadioGroup, SelectField, TextField } from "~/ui/fields";
import { useLocale, useMessages } from "~/i18n/LocaleProvider";
import type { Units } from "~/i18n/locale";
import type { Translate } from "~/i18n/messages";
import { openingMessages } from "../messages";
import { materialChoices } from "../opening";
import type { OpeningQuery, SizeErrors } from "../opening-query";
import { MAX_SIZE_TEXT } from "../parse-size";

type OpeningFormProps = {
  query: OpeningQuery;
  errors: SizeErrors;
  onChange?: (form: HTMLFormElement) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

const materialOptions = materialChoices.map((material) => ({ value: material, label: materialLabels[material] ?? material }));

/** The form's choices in the page's words; a metric page offers millimetres first. */
function choicesIn(t: Translate<keyof typeof openingMessages.source>, units: Units) {
  const unitChoices = [
    { value: "in", label: t("feetAndInches") },
    { value: "mm", label: t("millimetres") },
  ];
  return {
    units: units === "metric" ? unitChoices.reverse() : unitChoices,
    kinds: [
      { value: "any", label: t("kindAny") },
      { value: "folding", label: t("kindFolding") },
      { value: "sliding", label: t("kindSliding") },
      { value: "swing", label: t("kindSwing") },
      { value: "window", label: t("kindWindow") },
      { value: "screen", label: t("kindScreen") },
    ],
    options: [
      { value: "none", label: t("optionNone") },
      { value: "corner", label: t("optionCorner") },
      { value: "pocket", label: t("optionPocket") },
    ],
    widthExamples: { in: t("widthExampleImperial"), mm: t("widthExampleMetric") },
    heightExamples: { in: t("heightExampleImperial"), mm: t("heightExampleMetric") },
  };
}

/** A size's message from the server, as the site's fields take their errors. */
const errorsOf = (error: string | undefined) => (error ? { errors: [error] } : {});

/**
 * The helper's GET form: without JavaScript it asks the server, which draws the answer; with it,
 * `onChange` answers as the visitor types. The second wall's width shows once "corner" is chosen,
 * by CSS, so that it does without JavaScript too.
 */
export function OpeningForm({ query, errors, onChange, onSubmit }: OpeningFormProps) {
  const { units } = useLocale();
  const t = useMessages(openingMessages);
  const choices = choicesIn(t, units);
  const moreChosen = query.kind !== "any" || query.material !== "" || query.option !== "none";
  return (
    <form
      method="get"
      action={href("/size-your-opening")}
      onChange={(event) => onChange?.(event.currentTarget)}
      onSubmit={onSubmit}
      className="space-y-6"
      aria-label={t("formLabel")}
    >
      <RadioGroup name="unit" label={t("units")} options={choices.units} defaultValue={query.unit} columns={2} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          name="width"
          label={t("width")}
          defaultValue={query.width}
          hint={choices.widthExamples[query.unit]}
          {...errorsOf(errors.width)}
          maxLength={MAX_SIZE_TEXT}
          autoComplete="off"
        />
        <TextField
          name="height"
          label={t("height")}
          defaultValue={query.height}
          hint={choices.heightExamples[query.unit]}
          {...errorsOf(errors.height)}
          maxLength={MAX_SIZE_TEXT}
          autoComplete="off"
        />
      </div>
      <details open={moreChosen || errors.width2 !== undefined} className="border-t border-line pt-4">
        <summary className="cursor-pointer py-2 font-medium">{t("more")}</summary>
        <div className="group mt-4 space-y-6">
          <RadioGroup name="kind" label={t("kind")} options={choices.kinds} defaultValue={query.kind} columns={2} />
          <SelectField
            name="material"
            label={t("material")}
            options={materialOptions}
            defaultValue={query.material}
            emptyLabel={t("anyMaterial")}
          />
          <RadioGroup name="option" label={t("option")} options={choices.options} defaultValue={query.option} />
          <div className="hidden group-has-[input[value=corner]:checked]:block">
            <TextField
              name="width2"
              label={t("secondWidth")}
              defaultValue={query.width2}
              hint={t("secondWidthHint")}
              {...errorsOf(errors.width2)}
              maxLength={MAX_SIZE_TEXT}
              autoComplete="off"
            />
          </div>
        </div>
      </details>
      <button type="submit" className={buttonClass("primary")}>
        {t("show")}
      </button>
    </form>
  );
}
