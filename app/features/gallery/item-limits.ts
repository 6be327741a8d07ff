// The limits of a gallery item's fields: plain numbers, shared by the server's schemas and the admin's forms.

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const ALT_MAX = 500;
export const SLUG_MAX = 100;
export const TAGS_LINE_MAX = 1500;
export const TRANSCRIPT_MAX = 50_000;
