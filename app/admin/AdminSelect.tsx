/** The look of the admin's filter and picker fields. */
export const filterControlClass =
  "border border-line bg-white px-3 py-2 text-sm text-ink focus:border-bronze focus-visible:outline-2 focus-visible:outline-bronze";

type AdminSelectProps = {
  label: string;
  name: string;
  options: readonly (readonly [value: string, label: string])[];
  defaultValue?: string | undefined;
  /** The first choice, with an empty value: "All types", "Anyone". */
  anyLabel?: string;
};

/** A labelled drop-down of the admin's filters and pickers, sent with a plain GET or POST form. */
export function AdminSelect({ label, name, options, defaultValue, anyLabel }: AdminSelectProps) {
  return (
    <label className="flex flex-col gap-1 text-sm text-stone">
      {label}
      <select name={name} defaultValue={defaultValue} className={filterControlClass}>
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
