// The administrator's start checklist's server-side door: its loader, for the admin's start page.
export { startChecklistLoader } from "./admin-routes.server";
