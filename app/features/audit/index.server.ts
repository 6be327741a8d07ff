// The audit feature's server door: the log services record their changes in.
export { AUDIT_PAGE_SIZE, createAuditLog, type AuditLog, type AuditPage, type AuditRecorder, type AuditQuery } from "./service.server";
export { auditEntries } from "./tables.server";
export { auditLogLoader, auditQueryFrom, type AuditPageServices } from "./admin-routes.server";
