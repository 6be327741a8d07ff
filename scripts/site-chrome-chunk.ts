// Small modules that the root route (header, footer, consent) needs on every page. Left to
// itself Rollup cuts them into a dozen tiny chunks by which lazy block or route also shares them,
// and each chunk costs every first load a request and its own import/export preamble: grouped,
// the first load of every route is about 2 KiB gzip lighter (docs/decisions/0011). Only modules
// the root renders with belong here, or pages would download code they do not use.
const siteChrome = [
  "app/ui/Image.tsx",
  "app/ui/SmartLink.tsx",
  "app/ui/icons.tsx",
  "app/ui/Spinner.tsx",
  "app/ui/NotificationBar.tsx",
  "app/lib/use-site.ts",
  "app/lib/site-config.ts",
  "app/lib/links.ts",
  "app/lib/splat-root.ts",
  "app/lib/nonce.tsx",
  "app/lib/hydration.ts",
  "app/lib/narrow.ts",
  "app/features/analytics/data-layer.ts",
  "app/features/gallery/categories.ts",
  "app/features/catalogue/product-lines.ts",
  "app/features/search/search-paths.ts",
  "app/features/consent/consent.ts",
  "app/features/consent/use-consent.ts",
  "app/features/analytics/consent-mode.ts",
];
/** Vite's helper for lazy imports with their dependencies, which the root's lazy consent dialog uses. */
const VITE_PRELOAD_HELPER = "\0vite/preload-helper.js";

/** Rollup's manualChunks for the browser build: the site chrome's small modules as one chunk. */
export function siteChromeChunk(id: string): string | undefined {
  const file = id.replaceAll("\\", "/");
  return file === VITE_PRELOAD_HELPER || siteChrome.some((module) => file.endsWith(`/${module}`)) ? "site-chrome" : undefined;
}
