import { redirectKey } from "./redirect-schema";
import { cutText } from "~/platform/cut-text";

/** A logged path is cut to this length: longer ones are probes, not addresses people follow. */
export const MAX_LOGGED_PATH = 500;

// Crawlers and tools that name themselves; a 404 they meet is theirs to handle, not a visitor's.
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrape|fetch|archiver|curl\/|wget\/|python-|httpclient|okhttp|go-http|java\/|libwww|lighthouse|pingdom|uptime|monitor|facebookexternalhit|preview/i;

/** Addresses that only scanners looking for someone else's software ask for. */
const PROBES: readonly RegExp[] = [
  /^\/wp-(admin|login|content|includes|json)/,
  /^\/wordpress\b/,
  /\.(php\d?|aspx?|jsp|cgi|env|ini|sql|bak|old|ya?ml|log|git|svn|ds_store)$/,
  /\/\.(env|git|svn|hg|aws|ssh|vscode|idea|well-known\/(?!security\.txt))/,
  /^\/cgi-bin\b/,
  /xmlrpc/,
  /phpmyadmin|pma\b|adminer|myadmin/,
  /^\/(vendor|node_modules|actuator|console|boaform|owa|ecp|autodiscover|solr|druid|telescope)\b/,
];

/**
 * Where the server answers files and the JSON API (a miss there is a broken reference, not a page),
 * and the admin, whose misses are staff's.
 */
const SKIPPED_PREFIXES = ["/assets/", "/media/", "/files/", "/api/", "/ES/", "/admin/"];

export function isBotAgent(userAgent: string | undefined): boolean {
  return !userAgent || BOT_AGENT.test(userAgent);
}

export function isProbePath(path: string): boolean {
  const lower = path.toLowerCase();
  return PROBES.some((probe) => probe.test(lower));
}

/**
 * The path a 404 is logged under, as the redirects match it (no case, no trailing slash, no
 * query); null when the request is not a visitor's page request worth logging. A client
 * navigation asks for `{path}.data`, the home page `/_root.data`.
 */
export function notFoundLogPath(url: URL, userAgent: string | undefined): string | null {
  if (isBotAgent(userAgent)) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  pathname = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  if (SKIPPED_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || isProbePath(pathname)) return null;
  return cutText(redirectKey(pathname), MAX_LOGGED_PATH);
}

/** Only the host of a referring page: its path and query may carry what a visitor typed. */
export function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const { protocol, hostname } = new URL(referrer);
    return protocol === "http:" || protocol === "https:" ? hostname.slice(0, 253) : null;
  } catch {
    return null;
  }
}
