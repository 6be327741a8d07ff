import { lazyPart } from "~/lib/lazy-part";

/**
 * The banner's code arrives after the page's: the server renders the banner whole (and its
 * inline script hides it for a visitor who has chosen), so it paints with the page; its buttons
 * work once its chunk hydrates it, moments after the page. Most visits have chosen already and
 * never need it (issue 40 made room for the locales so).
 */
export const ConsentBanner = /* @__PURE__ */ lazyPart(() => import("./ConsentBanner").then((module) => module.ConsentBanner));
