/** The look of a list's filter fields in the admin. */
export const filterControlClass =
  "border border-line bg-white px-3 py-2 text-sm text-ink focus:border-bronze focus-visible:outline-2 focus-visible:outline-bronze";

type FilterSelectProps = { label: string; name: string; value: string; anyLabel: string; options: [value: string, label: string][] };

/** One choice of a list's filter (a plain GET form), with a first option that filters nothing. */
export function FilterSelect({ label, name, value, anyLabel, options }: FilterSelectProps) {
  return (
    <label className="flex flex-col gap-1 text-sm text-stone">
      {label}
      <select name={name} defaultValue={value} className={filterControlClass}>
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}
