import { CheckboxGroup, FieldErrors } from "~/features/leads";
import { groupedTag, tagGroups } from "../taxonomy";

/** Every facet of the library's taxonomy (SPEC §2), a group of checkboxes each, posted as `tag[]` grouped tags. */
export function FacetFields({ selected, errors }: { selected: readonly string[]; errors?: string[] | undefined }) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-ink">Facets</legend>
      <p className="mt-1 text-sm text-stone">
        Visitors filter the library by these. Tick every value the document is about; a group with none ticked does not hide it.
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {tagGroups.map((group) => (
          <CheckboxGroup
            key={group.name}
            name="tag"
            label={group.name}
            columns={2}
            options={group.values.map((value) => ({ value: groupedTag(group.name, value.value), label: value.label }))}
            defaultValue={[...selected]}
          />
        ))}
      </div>
      <FieldErrors name="tag" errors={errors} />
    </fieldset>
  );
}
