// Names of the fields every lead form carries besides its own (SPEC §7 and the spam checks).

/** Hidden from people (and from assistive technology); bots that fill every input fill it too. */
export const HONEYPOT_FIELD = "contact_me_by_fax_only";
/** The server's signed note of when it rendered the form (fill-token.server.ts): humans need a few seconds. */
export const FILL_TOKEN_FIELD = "_fill_token";
/** The captcha token, when a captcha is configured. */
export const CAPTCHA_FIELD = "_captcha";
