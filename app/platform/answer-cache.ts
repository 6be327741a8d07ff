/** Whether an answer came from the cache, from a load another request had started, or from its own load. */
export type AnswerState = "hit" | "shared" | "miss";

/**
 * The JSON API's answers kept by their normalised query (docs/decisions/0053): `load` runs only
 * when no fresh answer is kept under `key`, and what it read (its render tags) says which
 * changes drop it. The answer is the JSON text, so a hit serialises nothing.
 */
export type AnswerCache = {
  answer(key: string, load: () => Promise<unknown>): Promise<{ json: string; state: AnswerState }>;
};

/** Development's: every answer loaded afresh, so code edits show at once. */
export const uncachedAnswers: AnswerCache = {
  answer: async (_key, load) => ({ json: JSON.stringify(await load()), state: "miss" }),
};

/** The key of an API's answer: its name and the parts of the parsed request that shape the answer, in a fixed order. */
export const answerKey = (api: string, ...parts: unknown[]): string => `${api} ${JSON.stringify(parts)}`;
