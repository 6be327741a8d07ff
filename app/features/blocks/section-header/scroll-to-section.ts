/** SPEC §9: scroll to the chosen section after 500 ms, stopping 100 px above it (the sticky header). */
export const sectionScrollDelayMs = 500;
export const sectionScrollOffsetPx = 100;

/** Scrolls to the element with id `anchorId` after the delay, and moves keyboard focus there. */
export function scrollToSection(anchorId: string): void {
  window.setTimeout(() => {
    const target = document.getElementById(anchorId);
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY - sectionScrollOffsetPx;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top, behavior: smooth ? "smooth" : "auto" });
    window.history.replaceState(window.history.state, "", `#${anchorId}`);
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, sectionScrollDelayMs);
}
