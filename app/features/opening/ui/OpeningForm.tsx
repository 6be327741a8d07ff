import type { FormEvent } from "react";
import { href } from "react-router";
import { materialLabels } from "~/features/catalogue";
import { buttonClass } from "~/ui/ButtonLink";
import { materialChoices } from "../opening";
import type { OpeningQuery, SizeErrors } from "../opening-query";
import { MAX_SIZE_TEXT } from "../parse-size";
import { ChoiceList, Choices, SizeInput } from "./OpeningFields";

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

const materialOptions = [
  { value: "", label: "Any material" },
  ...materialChoices.map((material) => ({ value: material, label: materialLabels[material] ?? material })),
];

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
      <Choices name="unit" label="Units" options={unitOptions} value={query.unit} columns={2} />
      <div className="grid gap-6 sm:grid-cols-2">
        <SizeInput
          name="width"
          label="Width of the rough opening"
          defaultValue={query.width}
          hint={widthExamples[query.unit]}
          error={errors.width}
          maxLength={MAX_SIZE_TEXT}
        />
        <SizeInput
          name="height"
          label="Height of the rough opening"
          defaultValue={query.height}
          hint={heightExamples[query.unit]}
          error={errors.height}
          maxLength={MAX_SIZE_TEXT}
        />
      </div>
      <details open={moreChosen || errors.width2 !== undefined} className="border-t border-line pt-4">
        <summary className="cursor-pointer py-2 font-medium">Kind, material, corner or pocket</summary>
        <div className="group mt-4 space-y-6">
          <Choices name="kind" label="Kind" options={kindOptions} value={query.kind} columns={2} />
          <ChoiceList name="material" label="Material" options={materialOptions} value={query.material} />
          <Choices name="option" label="The opening" options={optionOptions} value={query.option} />
          <div className="hidden group-has-[input[value=corner]:checked]:block">
            <SizeInput
              name="width2"
              label="Width of the second wall"
              defaultValue={query.width2}
              hint="The first wall is the width above; measure both to the corner."
              error={errors.width2}
              maxLength={MAX_SIZE_TEXT}
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
