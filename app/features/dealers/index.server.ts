// The dealers feature's server-side door: the service, table, places dataset, JSON API and page loaders.
export { dealersApi } from "./api.server";
export { slugOf } from "./dealer-path";
export { dealerConfigShape, dealerMapSources, type DealerConfig } from "./config";
export { DealerInputSchema, type DealerInput } from "./dealer-input";
export { type DealerPageServices, loadDealerLocator, loadDealerPage } from "./routes.server";
export { type Place, findPlace, placeIndex } from "./places.server";
export { createDealerService, type DealerService } from "./service.server";
export { createStaffDealers, type StaffDealers } from "./staff-dealers.server";
export {
  dealerAction,
  dealerLoader,
  dealersAction,
  dealersExport,
  dealersLoader,
  newDealerAction,
  newDealerLoader,
  type DealerDeskFields,
  type DealerFormResult,
} from "./admin-routes.server";
export { dealers } from "./tables.server";
export { type LeadDealer, type LeadMatch, type LeadMatching, createLeadMatching } from "./lead-matching.server";
