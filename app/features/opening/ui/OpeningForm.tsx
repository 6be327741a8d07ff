import type { FormEvent } from "react";
import { href } from "react-router";
import { materialLabels } from "~/features/catalogue";
import { buttonClass } from "~/ui/ButtonLink";
import { RadioGroup, SelectField, TextField } from "~/ui/fields";
import { materialChoices } from "../opening";
import type { OpeningQuery, SizeErrors } from "../opening-query";
import { MAX_SIZE_TEXT } from "../parse-size";

const unitOptions = [
  { value: "in", label: "Feet and inches" },
  { value: "mm", label: "Millimetres" },
];

const kindOptions = [
  { value: "any", label: "Any" },
  { value: "folding", label: "Folding" },
  { value: "sliding", label: "Sliding" },
  { value: "swing", label: "Swing" },
  { value: "window", label: "Windows" },
  { value: "screen", label: "Screens" },
];

const optionOptions = [
  { value: "none", label: "A straight opening" },
  { value: "corner", label: "A 90° corner (two walls)" },
  { value: "pocket", label: "Panels that pocket into the wall" },
];

const widthExamples = { in: `For example 16' 4", 16 ft 4 in or 196 in`, mm: "For example 4980 mm" };
const heightExamples = { in: "For example 8 ft or 96 in", mm: "For example 2440 mm" };

type OpeningFormProps = {
  query: OpeningQuery;
  errors: SizeErrors;
  onChange?: (form: HTMLFormElement) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

const materialOptions = materialChoices.map((material) => ({ value: material, label: materialLabels[material] ?? material }));

/** A size's message from the server, as the site's fields take their errors. */
const errorsOf = (error: string | undefined) => (error ? { errors: [error] } : {});

/**
 * The helper's GET form: without JavaScript it asks the server, which draws the answer; with it,
 * `onChange` answers as the visitor types. The second wall's width shows once "corner" is chosen,
 * by CSS, so that it does without JavaScript too.
 */
export function OpeningForm({ query, errors, onChange, onSubmit }: OpeningFormProps) {
  const moreChosen = query.kind !== "any" || query.material !== "" || query.option !== "none";
  return (
    <form
      method="get"
      action={href("/size-your-opening")}
      onChange={(event) => onChange?.(event.currentTarget)}
      onSubmit={onSubmit}
      className="space-y-6"
      aria-label="Your opening"
    >
      <RadioGroup name="unit" label="Units" options={unitOptions} defaultValue={query.unit} columns={2} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          name="width"
          label="Width of the rough opening"
          defaultValue={query.width}
          hint={widthExamples[query.unit]}
          {...errorsOf(errors.width)}
          maxLength={MAX_SIZE_TEXT}
          autoComplete="off"
        />
        <TextField
          name="height"
          label="Height of the rough opening"
          defaultValue={query.height}
          hint={heightExamples[query.unit]}
          {...errorsOf(errors.height)}
          maxLength={MAX_SIZE_TEXT}
          autoComplete="off"
        />
      </div>
      <details open={moreChosen || errors.width2 !== undefined} className="border-t border-line pt-4">
        <summary className="cursor-pointer py-2 font-medium">Kind, material, corner or pocket</summary>
        <div className="group mt-4 space-y-6">
          <RadioGroup name="kind" label="Kind" options={kindOptions} defaultValue={query.kind} columns={2} />
          <SelectField name="material" label="Material" options={materialOptions} defaultValue={query.material} emptyLabel="Any material" />
          <RadioGroup name="option" label="The opening" options={optionOptions} defaultValue={query.option} />
          <div className="hidden group-has-[input[value=corner]:checked]:block">
            <TextField
              name="width2"
              label="Width of the second wall"
              defaultValue={query.width2}
              hint="The first wall is the width above; measure both to the corner."
              {...errorsOf(errors.width2)}
              maxLength={MAX_SIZE_TEXT}
              autoComplete="off"
            />
          </div>
        </div>
      </details>
      <button type="submit" className={buttonClass("primary")}>
        Show what fits
      </button>
    </form>
  );
}
