/**
 * The panel that drops below the header bar (a menu or the search box). It is a `popover`, so
 * before any script runs its button opens and closes it, Escape and a click outside close it,
 * and opening one closes the other (decision 0020). Hidden panels stay in the HTML, so their
 * links are crawlable. An open popover sits in the top layer, outside the header's box: anchor
 * positioning puts it under the header (`siteHeaderAnchorClass`), with a veil over the page below.
 * A browser without anchor positioning puts it under the header's own height (the panels exist at
 * the wide widths only, where the bar is 5rem), not at the top of the window.
 */
export const dropPanelClass =
  "fixed inset-x-0 top-20 supports-[top:anchor(bottom)]:top-[anchor(bottom)] bottom-auto m-0 h-auto w-full max-w-none overflow-visible border-0 border-t border-line bg-white p-0 text-ink [position-anchor:--site-header] " +
  "-translate-y-1 opacity-0 transition-[opacity,translate,display,overlay] transition-discrete duration-300 ease-out open:translate-y-0 open:opacity-100 starting:open:-translate-y-1 starting:open:opacity-0 " +
  "after:pointer-events-none after:absolute after:inset-x-0 after:top-full after:h-screen after:bg-ink/30";

/** The header's anchor name, which the drop panels are placed under. */
export const siteHeaderAnchorClass = "[anchor-name:--site-header]";
