// The settings feature's server door: the service, its table and the settings screen's loader and action.
export { createSiteSettings, type SiteSettings } from "./service.server";
export { siteSettings } from "./tables.server";
export { settingsAction, settingsLoader } from "./admin-routes.server";
