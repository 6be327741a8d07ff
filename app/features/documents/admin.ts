// The documents feature's door for the admin's screens, apart from index.ts so that no public
// page's chunk carries them (docs/contributing.md).
export { DocumentsPage } from "./admin-ui/DocumentsPage";
export { DocumentPage } from "./admin-ui/DocumentPage";
export type { DocumentFormResult } from "./admin-routes.server";
