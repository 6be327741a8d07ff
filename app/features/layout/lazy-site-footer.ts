import { lazyPart } from "~/lib/lazy-part";

/**
 * The footer, whose code no page needs to show it: the server renders it whole and its links
 * work at once; its chunk arrives after the page's and hydrates it (the cookie preferences
 * button). It keeps about 1.3 KiB gzip out of every page's first load (issue 40).
 */
export const SiteFooter = /* @__PURE__ */ lazyPart(() => import("./SiteFooter").then((module) => module.SiteFooter));
