// Names of the fields every lead form carries besides its own (SPEC §7 and the spam checks).

/** Hidden from people (and from assistive technology); bots that fill every input fill it too. */
export const HONEYPOT_FIELD = "contact_me_by_fax_only";
/** When the server rendered the form, in milliseconds since 1970: humans need a few seconds. */
export const STARTED_FIELD = "_started";
/** The captcha token, when a captcha is configured. */
export const CAPTCHA_FIELD = "_captcha";
