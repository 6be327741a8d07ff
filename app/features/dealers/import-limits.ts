// The limits of a dealers CSV import: plain numbers, shared by the server and the import's form.

/** A larger file is refused whole: the admin's forms take bodies of up to 1 MB (server/http.ts). */
export const MAX_IMPORT_BYTES = 1_000_000;
export const MAX_IMPORT_LINES = 5_000;
