/**
 * The en-US strings of one part of the site, written beside the code that shows them
 * (`features/layout/messages.ts`). Their keys are the types other locales' catalogues are checked
 * against; a catalogue's key is `namespace.key` (docs/decisions/0055).
 */
export type Messages<Key extends string> = { readonly namespace: string; readonly source: Readonly<Record<Key, string>> };

export function defineMessages<const Key extends string>(namespace: string, source: Record<Key, string>): Messages<Key> {
  return { namespace, source };
}

/** Values for a message's placeholders: `{count}` in "{count} results". */
export type MessageValues = Readonly<Record<string, string | number>>;

export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a message names, in order: a translation must name the same. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "").sort();

export function formatMessage(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * The strings of `messages` in a locale: its catalogue's translation where it has one, else the
 * en-US source (a catalogue the tests found complete always has one).
 */
export function translator<Key extends string>(messages: Messages<Key>, catalogue: Readonly<Record<string, string>>): Translate<Key> {
  return (key, values) => formatMessage(catalogue[`${messages.namespace}.${key}`] ?? messages.source[key], values);
}
