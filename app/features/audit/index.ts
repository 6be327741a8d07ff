// The audit feature's door for code that runs in the browser too.
export { auditAreaLabels, auditAreas, type AuditActor, type AuditArea, type AuditChange, type AuditEntry } from "./audit";
