// What an attacker sends: the corpus of the hostile-input suite (server/hostile-input.site.test.ts) and
// the requests it builds from the site's own route table and HTTP mounts.
import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Markup that must never come back unescaped in a page. */
export const REFLECTED_MARKERS = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "<svg onload=alert(1)>"];

/** Text as a visitor could type or paste it, each a known way to break a naive server. */
export const hostileText: string[] = [
  "\u0000",
  "door\u0000s",
  "\u0001\u0008\u000b\u001b[31m\u007f",
  "\uD800",
  "\uFFFE\uFFFF",
  "\u202Egnp.exe",
  "x".repeat(20_000),
  "../../../../etc/passwd",
  "..\\..\\..\\windows\\win.ini",
  "foo & !bar | (baz:* <-> qux",
  "'':* & !!",
  "' OR 1=1 --",
  "%",
  "%%%",
  "${7*7}{{7*7}}",
  "__proto__",
  "javascript:alert(1)",
  "//evil.example",
  `"><img src=x onerror=alert(1)>`,
  "<script>alert(1)</script>",
  "<svg onload=alert(1)>",
  "🚪🪟",
  " ",
  "",
];

/** Written into a URL as is: broken and double percent-encoding, encoded traversal and NUL. */
export const hostileRawSegments: string[] = [
  "%00",
  "%E0%A4%A",
  "%FF%FE",
  "%C0%AF",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "%252e%252e%252f",
  "%5c..%5c..%5cwin.ini",
  "..%2f..%2f",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
];

/** Percent-encodes the UTF-8 bytes of any text; a lone surrogate, which encodeURIComponent refuses, becomes U+FFFD. */
export function urlEncoded(text: string): string {
  return [...Buffer.from(text, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

/** Every way to write a hostile value into a path segment or query value. */
export const hostileUrlValues: string[] = [...hostileText.map(urlEncoded), ...hostileRawSegments];

export type HostileRequest = { route: string; method: string; path: string; body?: BodyInit; headers?: Record<string, string> };

/**
 * The concrete paths of a route pattern, with `value` (already URL-encoded) in every parameter and
 * wildcard. A parameter with a pattern (Hono's `:id{[0-9]+}`) gets `value` where it matches and
 * otherwise the first sample of the pattern that matches, so the handler behind it is reached.
 */
export function concretePath(pattern: string, value: string): string {
  const samples = [value, `path/${value}`, `preview/${value}`, "99999999999999999999", "1", "sitemap-9999.xml"];
  return (
    pattern
      .replace(/:\w+\{((?:[^{}]|\{[^{}]*\})+)\}/g, (_match, regex: string) => {
        const matcher = new RegExp(`^(?:${regex})$`);
        return samples.find((sample) => matcher.test(sample)) ?? value;
      })
      .replace(/:\w+\??/g, value)
      .replace(/\*/g, value) || "/"
  );
}

/** The page paths of the route table, each as its pattern (`products/windows/:name`). */
export function pagePatterns(routes: RouteConfigEntry[]): string[] {
  const patterns: string[] = [];
  const visit = (entries: RouteConfigEntry[], prefix: string) => {
    for (const entry of entries) {
      const path = entry.index ? prefix : [prefix, entry.path ?? ""].filter(Boolean).join("/");
      if (entry.index || entry.path !== undefined) patterns.push(`/${path}`.replace(/\/+/g, "/"));
      if (entry.children) visit(entry.children, path);
    }
  };
  visit(routes, "");
  return [...new Set(patterns)];
}

// Names the pages and APIs read from a query string or a JSON body, plus a few they do not.
const QUERY_NAMES = [
  "term",
  "page",
  "q",
  "path",
  "secret",
  "form_type_id",
  "tag",
  "category",
  "redirect",
  "cat",
  "near",
  "radius",
  "lat",
  "lng",
  "width",
  "height",
  "unit",
  "product",
];
const BODY_KEYS = [
  "term",
  "tags",
  "filetype",
  "cat",
  "q",
  "tag",
  "id",
  "ids",
  "group",
  "page",
  "size",
  "slug",
  "paths",
  "path",
  "processor",
  "medium",
  "text",
  "url",
];

/** A page request per hostile value: in its parameters where it has any, else in a query; some as a `.data` request. */
export function pageRequests(pattern: string): HostileRequest[] {
  const hasParams = /[:*]/.test(pattern);
  return hostileUrlValues.map((value, index) => {
    const name = QUERY_NAMES[index % QUERY_NAMES.length];
    const path = hasParams ? concretePath(pattern, value) : `${pattern}?${name}=${value}`;
    const data = index % 3 === 0;
    const [pathname = "/", query] = path.split("?");
    const dataPath = `${pathname === "/" ? "/_root" : pathname.replace(/\/$/, "")}.data${query ? `?${query}` : ""}`;
    return { route: pattern, method: "GET", path: data ? dataPath : path };
  });
}

/** JSON bodies of the wrong shape: hostile strings, wrong types, arrays for scalars, prototype keys, deep nesting, broken JSON. */
export function hostileJsonBodies(): string[] {
  const everyKey = (value: unknown) => JSON.stringify(Object.fromEntries(BODY_KEYS.map((key) => [key, value])));
  return [
    ...hostileText.map(everyKey),
    everyKey(123),
    everyKey(-1e308),
    everyKey(null),
    everyKey(true),
    everyKey(["a", "\u0000", { nested: "<script>alert(1)</script>" }]),
    everyKey({ $gt: "", toString: "x" }),
    everyKey(Array.from({ length: 5_000 }, (_, index) => String(index))),
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"term":"doors"}',
    `{"term":${"[".repeat(5_000)}${"]".repeat(5_000)}}`,
    `{"term":${'{"a":'.repeat(2_000)}1${"}".repeat(2_000)}}`,
    '{"term": "unterminated',
    "[]",
    '"just a string"',
    "null",
    "",
  ];
}

/** API requests for one Hono route: hostile path values for GETs, hostile JSON for writes. */
export function apiRequests(method: string, pattern: string): HostileRequest[] {
  const json = { "content-type": "application/json" };
  if (method === "GET" || method === "HEAD") {
    return hostileUrlValues.map((value, index) => {
      const path = /[:*]/.test(pattern) ? concretePath(pattern, value) : `${pattern}?${QUERY_NAMES[index % QUERY_NAMES.length]}=${value}`;
      return { route: pattern, method, path };
    });
  }
  const paths = /[:*]/.test(pattern)
    ? ["documents", ...hostileUrlValues.slice(0, 6)].map((value) => concretePath(pattern, value))
    : [pattern];
  return hostileJsonBodies().map((body, index) => ({
    route: pattern,
    method: method === "ALL" ? "POST" : method,
    path: paths[index % paths.length] ?? pattern,
    body,
    headers: index % 7 === 6 ? { "content-type": "text/plain" } : json,
  }));
}
