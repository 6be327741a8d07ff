/** A LIKE / ILIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
