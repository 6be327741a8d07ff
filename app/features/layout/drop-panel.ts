/**
 * The panel that drops below the header bar (a menu or the search box), with a veil over the
 * page beneath it. Hidden panels stay in the HTML, invisible, so their links are crawlable.
 */
export function dropPanelClass(open: boolean): string {
  // Visibility changes at once on opening, so focus can move in, and only after the fade on closing.
  const state = open
    ? "visible translate-y-0 opacity-100 transition-[opacity,translate]"
    : "pointer-events-none invisible -translate-y-1 opacity-0 transition-[opacity,translate,visibility]";
  return `absolute inset-x-0 top-full border-t border-line bg-white duration-300 ease-out after:pointer-events-none after:absolute after:inset-x-0 after:top-full after:h-screen after:bg-ink/30 ${state}`;
}
