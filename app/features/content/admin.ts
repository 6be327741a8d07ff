// The content feature's door for the admin's screens, apart from index.ts so that no public page's
// chunk carries them (docs/contributing.md).
export { ContentOverview } from "./admin-ui/ContentOverview";
export { EntityEditor } from "./admin-ui/EntityEditor";
export { entityStatuses, overviewHref, statusLabels, typeLabel, type EntityStatus, type Overview, type OverviewRow } from "./overview";
