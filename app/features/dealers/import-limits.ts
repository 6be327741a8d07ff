// The limits of a dealers CSV import: plain numbers, shared by the server and the import's form.

/** A larger file is refused whole: the admin's forms take bodies of up to 1 MB (server/http.ts). */
export const MAX_IMPORT_BYTES = 1_000_000;
/** What the desk says of a larger file, as soon as it is chosen and again if it arrives. */
export const IMPORT_TOO_LARGE = "The file is larger than 1 MB: split it.";
export const MAX_IMPORT_LINES = 5_000;
