/**
 * What a form posts besides its fields: which of the page's forms it is (`intent`, the literal its
 * schema tells the forms apart by) and what it acts on (an id). Named here, so a screen names them
 * as the schema does, in one object.
 */
export function HiddenValues({ values }: { values: Record<string, string> }) {
  return Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
