// The helper's controls, in the look of the lead forms' fields. Its own, small: the lead forms'
// field module shares a chunk with their option lists, 3 KiB this page would load for nothing.

const controlClass =
  "block w-full border border-line bg-white px-3 py-2.5 text-base text-ink focus:border-bronze focus:outline-none focus-visible:outline-2 focus-visible:outline-bronze aria-[invalid=true]:border-red-700";
const labelClass = "mb-1.5 block text-sm font-medium text-ink";

type Option = { value: string; label: string };

/** A size: its label, the text as typed, an example under it, and the server's message when it cannot be read. */
export function SizeInput(props: {
  name: string;
  label: string;
  defaultValue: string;
  hint: string;
  error?: string | undefined;
  maxLength: number;
}) {
  const { name, label, defaultValue, hint, error, maxLength } = props;
  return (
    <div>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="text"
        defaultValue={defaultValue}
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${name}-hint${error ? ` ${name}-error` : ""}`}
        className={controlClass}
      />
      <p id={`${name}-hint`} className="mt-1 text-sm text-stone">
        {hint}
      </p>
      {error ? (
        <p id={`${name}-error`} className="mt-1.5 text-sm text-red-800" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One choice of several, as radio buttons under a legend. */
export function Choices({
  name,
  label,
  options,
  value,
  columns = 1,
}: {
  name: string;
  label: string;
  options: Option[];
  value: string;
  columns?: 1 | 2;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className={labelClass}>{label}</legend>
      <div className={`grid gap-2 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 border border-line px-3 py-2 has-checked:border-bronze has-checked:bg-linen"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={value === option.value}
              className="h-4 w-4 accent-bronze"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A list to choose from, its first option meaning any. */
export function ChoiceList({ name, label, options, value }: { name: string; label: string; options: Option[]; value: string }) {
  return (
    <div>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      <select id={name} name={name} defaultValue={value} className={controlClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
