import { href } from "react-router";
import type { AuditArea, AuditEntry } from "./audit";

/** The audit page's filter as its address carries it: days are YYYY-MM-DD (UTC), both included. */
export type AuditFilter = { area: AuditArea | ""; who: string; q: string; from: string; to: string };

/** A page of the audit log, with its filter and the members of staff to choose "who" from. */
export type AuditLogView = {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  filter: AuditFilter;
  people: { id: string; name: string }[];
};

/** The address of one page of the audit log under `filter`; empty parts are left out. */
export function auditHref(filter: AuditFilter, page: number): string {
  const parts = Object.entries({ ...filter, page: page > 1 ? String(page) : "" }).filter(([, value]) => value !== "");
  const search = new URLSearchParams(parts);
  return `${href("/admin/audit")}${search.size > 0 ? `?${search}` : ""}`;
}
