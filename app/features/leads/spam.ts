// Names of the fields every lead form carries besides its own (SPEC §7 and the spam checks), and
// why a lead may be kept as suspected spam.

/** Hidden from people (and from assistive technology); bots that fill every input fill it too. */
export const HONEYPOT_FIELD = "contact_me_by_fax_only";
/** The server's signed note of when it rendered the form (fill-token.server.ts): humans need a few seconds. */
export const FILL_TOKEN_FIELD = "_fill_token";
/** The captcha token, when a captcha is configured. */
export const CAPTCHA_FIELD = "_captcha";

/**
 * Why a lead was kept as suspected spam instead of delivered: the hidden field filled in, no fill
 * token, a token this server did not sign, sent sooner than FORM_MIN_FILL_SECONDS after its token,
 * a token another stored lead used, or a captcha answer the provider refused.
 */
export const spamReasons = ["honeypot", "token_missing", "token_invalid", "too_fast", "token_reused", "captcha_refused"] as const;
export type SpamReason = (typeof spamReasons)[number];
