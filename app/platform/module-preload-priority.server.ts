// Decision 0032: the page's modules load at low priority, after the stylesheet and the hero image.
// `<Scripts />` has no option for the links it writes, and React has none for `preloadModule`
// (its own bootstrap modules get the same attribute), so it is added to the finished page. Should
// React Router change its markup, the links lose only their priority, and the tests say so.
const MODULE_PRELOAD = '<link rel="modulepreload" ';

/** Every modulepreload link of a rendered page, with `fetchpriority="low"`. */
export function withLowPriorityModulePreloads(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD}fetchpriority="low" `);
}
