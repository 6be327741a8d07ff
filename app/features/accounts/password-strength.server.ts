import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * zxcvbn's score: 3 is "safely unguessable" (about 10^8 guesses and more), the least it calls
 * safe against guessing online (docs/decisions/0036-sign-in-strangers-cannot-lock.md).
 */
const MIN_SCORE = 3;

/** Words of this site that make a password easy to guess wherever they appear in it. */
const SITE_WORDS = ["lacantina", "lacantinadoors", "doors", "admin", "folding", "sliding"];

// The dictionaries (about 50,000 passwords of breach lists, and English words and names) come
// with the packages, never fetched at run time. They cost about 25 MB of heap and 0.4 s: loaded
// at the first password checked, so a process that never sets one never holds them.
let estimator: Promise<ZxcvbnFactory> | undefined;

async function loadEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]);
  return new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
}

/**
 * Why `password` is too easy to guess, in a sentence for the form, or null when it is strong
 * enough. `personal` is what the account says about its owner (e-mail address, name): a
 * password built from it is weak.
 */
export async function passwordWeakness(password: string, personal: readonly string[] = []): Promise<string | null> {
  estimator ??= loadEstimator();
  const words = personal.flatMap((value) => [value, ...value.toLowerCase().split(/[^a-z0-9]+/)]).filter((word) => word.length > 2);
  const { score, feedback } = (await estimator).check(password, [...SITE_WORDS, ...words]);
  if (score >= MIN_SCORE) return null;
  const why = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(" ");
  return `This password is too easy to guess. ${why || "Add a few unrelated words."}`.trim();
}
