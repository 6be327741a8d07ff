// The dealers feature's browser door: the locator's and dealer pages' views and their heads.
export { DealerPage } from "./ui/DealerPage";
export { FindDealerPage } from "./ui/FindDealerPage";
export { dealerMeta, locatorMeta } from "./page-meta";
export { dealerPath, isDealerSlug } from "./dealer-path";
export type { DealerPageData, FindDealerData } from "./routes.server";
