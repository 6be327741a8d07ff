/** A line of an imported file that was refused: its number and why. */
export type LineError = { line: number; message: string };

/** The lines of an import that were refused, each with its number and why, under `heading`. */
export function LineErrors({ errors, heading = "Lines left out" }: { errors?: readonly LineError[] | undefined; heading?: string }) {
  if (!errors?.length) return null;
  return (
    <section aria-labelledby="line-errors-heading" className="border border-red-700 bg-white p-4">
      <h2 id="line-errors-heading" className="text-sm font-medium text-red-900">
        {heading}
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-ink">
        {errors.map((error, index) => (
          <li key={`${error.line}-${index}`}>
            <span className="font-medium">{`Line ${error.line}: `}</span>
            {error.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
