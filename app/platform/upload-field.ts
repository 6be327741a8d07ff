/** The one field of an upload form that carries the file: the upload routes read no other as a file. */
export const UPLOAD_FILE_FIELD = "file";
