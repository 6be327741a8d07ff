import { CheckboxGroup, TextArea, TextField } from "~/features/leads";
import { materials, productStyles } from "../facets";
import { ALT_MAX, DESCRIPTION_MAX, TITLE_MAX } from "../item-limits";
import type { ImageItemValues } from "../staff-item";

type FieldErrors = Partial<Record<string, string[]>>;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function TitleField({ values, errors }: { values: ImageItemValues; errors: FieldErrors }) {
  return <TextField name="title" label="Title" required defaultValue={values.title} maxLength={TITLE_MAX} errors={errors.title} />;
}

/** The words under an item's title: its caption and the alt text of its picture. */
export function CaptionFields({
  values,
  errors,
  captionHint,
  altHint,
}: {
  values: ImageItemValues;
  errors: FieldErrors;
  captionHint: string;
  altHint: string;
}) {
  return (
    <>
      <TextArea
        name="description"
        label="Caption"
        hint={captionHint}
        defaultValue={values.description}
        maxLength={DESCRIPTION_MAX}
        errors={errors.description}
      />
      <TextArea name="alt" label="Alt text" hint={altHint} required defaultValue={values.alt} maxLength={ALT_MAX} errors={errors.alt} />
    </>
  );
}

/** What the item shows beside its categories: the product styles and materials in the picture. */
export function FacetFields({ values, errors }: { values: ImageItemValues; errors: FieldErrors }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <CheckboxGroup
        name="productStyles"
        label="Product style"
        options={options(productStyles)}
        defaultValue={values.productStyles}
        errors={errors.productStyles}
      />
      <CheckboxGroup
        name="materials"
        label="Material"
        options={options(materials)}
        defaultValue={values.materials}
        errors={errors.materials}
      />
    </div>
  );
}

/** Boxes to tick, labelled by their values (SPEC's category names). */
export const choicesOf = options;
