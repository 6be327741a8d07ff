// The audit feature's door for the admin's screens, apart from index.ts so that no public page's
// chunk carries them (docs/contributing.md).
export { AuditLogPage } from "./admin-ui/AuditLogPage";
