// The limits of a redirects CSV import: plain numbers, shared by the server and the import form.

/** An import larger than this is refused whole: it is no list of old addresses. */
export const MAX_IMPORT_BYTES = 1_000_000;
export const MAX_IMPORT_LINES = 5_000;
