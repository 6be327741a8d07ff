import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

/**
 * zxcvbn's score: 3 is "safely unguessable" (about 10^8 guesses and more), the least it calls
 * safe against guessing online (docs/decisions/0036-sign-in-strangers-cannot-lock.md).
 */
const MIN_SCORE = 3;

/** Words of this site that make a password easy to guess wherever they appear in it. */
const SITE_WORDS = ["lacantina", "lacantinadoors", "doors", "admin", "folding", "sliding"];

// The dictionaries (about 50,000 passwords of breach lists, and English words and names) come
// with the packages and are read once, on the first password checked: never fetched at run time.
let estimator: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return estimator;
}

/**
 * Why `password` is too easy to guess, in a sentence for the form, or null when it is strong
 * enough. `personal` is what the account says about its owner (e-mail address, name): a
 * password built from it is weak.
 */
export function passwordWeakness(password: string, personal: readonly string[] = []): string | null {
  const words = personal.flatMap((value) => [value, ...value.toLowerCase().split(/[^a-z0-9]+/)]).filter((word) => word.length > 2);
  const { score, feedback } = zxcvbn().check(password, [...SITE_WORDS, ...words]);
  if (score >= MIN_SCORE) return null;
  const why = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(" ");
  return `This password is too easy to guess. ${why || "Add a few unrelated words."}`.trim();
}
