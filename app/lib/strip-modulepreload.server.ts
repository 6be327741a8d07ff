const MODULEPRELOAD_LINK = /<link rel="modulepreload"[^>]*>/g;

/**
 * Removes React Router's `<link rel="modulepreload">` tags from a page, so that nothing but the
 * HTML, the stylesheet and the first images is fetched before the first paint (decision 0009).
 * The page's module script at the end of the body still loads every module; `<Scripts />` has no
 * option to leave these links out.
 */
export function stripModulepreload(html: string): string {
  return html.replace(MODULEPRELOAD_LINK, "");
}
