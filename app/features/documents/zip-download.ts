/**
 * Download All as a native browser download (issue 21): the block posts a plain form into a hidden
 * frame, so the browser saves the streamed zip with its own progress and the page holds nothing.
 * The zip's answer sets a short-lived cookie naming the post's token, which tells the page that
 * the download has begun; an error answer loads into the frame instead.
 */
export const DOCUMENT_ZIP_PATH = "/ES/documents/zip";
export const ZIP_STARTED_COOKIE = "zip_started";
const DOWNLOAD_TOKEN = /^[a-z0-9]{8,40}$/;

export function isDownloadToken(value: unknown): value is string {
  return typeof value === "string" && DOWNLOAD_TOKEN.test(value);
}

/** The cookie the zip's answer sets for the post carrying `token`. */
export function zipStartedCookie(token: string): string {
  return `${ZIP_STARTED_COOKIE}=${token}; Path=/; Max-Age=60; SameSite=Strict`;
}

/** True once `cookies` (document.cookie) say the download of the post carrying `token` has begun. */
export function zipStarted(cookies: string, token: string): boolean {
  return cookies.split(/;\s*/).includes(`${ZIP_STARTED_COOKIE}=${token}`);
}
