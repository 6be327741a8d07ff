import { href } from "react-router";
import type { AdminSection } from "~/admin/AdminShell";
import type { StaffRole } from "./roles";

const everyone: readonly StaffRole[] = ["admin", "editor", "sales"];

/**
 * The roles that may open each admin route (by its id in app/routes.ts). Every route under
 * /admin is listed here or in `openAdminRoutes`; a test reads the route table and proves it.
 */
export const adminAccess = {
  "admin-layout": everyone,
  "admin-home": everyone,
  "admin-content": ["admin", "editor"],
  "admin-content-entity": ["admin", "editor"],
  "admin-content-presence": ["admin", "editor"],
  "admin-media": ["admin", "editor"],
  "admin-media-upload": ["admin", "editor"],
  "admin-media-choose": ["admin", "editor"],
  "admin-media-item": ["admin", "editor"],
  "admin-documents": ["admin", "editor"],
  "admin-documents-upload": ["admin", "editor"],
  "admin-document": ["admin", "editor"],
  "admin-leads": ["admin", "sales"],
  "admin-leads-export": ["admin", "sales"],
  "admin-lead": ["admin", "sales"],
  "admin-lead-photo": ["admin", "sales"],
  "admin-gallery": ["admin", "editor"],
  "admin-gallery-image-new": ["admin", "editor"],
  "admin-gallery-image": ["admin", "editor"],
  "admin-gallery-video-new": ["admin", "editor"],
  "admin-gallery-video": ["admin", "editor"],
  "admin-redirects": ["admin", "editor"],
  "admin-redirects-not-found": ["admin", "editor"],
  "admin-redirects-export": ["admin", "editor"],
  "admin-redirect": ["admin", "editor"],
  "admin-settings": ["admin"],
  "admin-users": ["admin"],
  "admin-audit": ["admin"],
  "admin-dealers": everyone,
  "admin-dealers-export": everyone,
  "admin-dealer-new": ["admin", "sales"],
  "admin-dealer": everyone,
  "admin-sign-out": everyone,
} as const satisfies Record<string, readonly StaffRole[]>;

export type AdminRouteId = keyof typeof adminAccess;

/**
 * The roles that may read a route's pages (GET, HEAD) but post nothing to it: editors see the
 * dealers and change none (issue 36). The guard refuses their posts before any action runs.
 */
export const readOnlyAccess: Partial<Record<AdminRouteId, readonly StaffRole[]>> = {
  "admin-dealers": ["editor"],
  "admin-dealer": ["editor"],
};

/** Admin routes for people who are not signed in yet: sign-in, first setup, set-password links and resets. */
export const openAdminRoutes = ["admin-sign-in", "admin-setup", "admin-set-password", "admin-forgot-password"] as const;

export function mayOpen(role: StaffRole, routeId: AdminRouteId): boolean {
  return (adminAccess[routeId] as readonly StaffRole[]).includes(role);
}

/** Whether the role may post to the route (change what it shows), not only read it. */
export function mayChange(role: StaffRole, routeId: AdminRouteId): boolean {
  return mayOpen(role, routeId) && !readOnlyAccess[routeId]?.includes(role);
}

/** The admin's sections, in the order of its navigation; each shows to the roles that may open its route. */
const adminSections: (AdminSection & { routeId: AdminRouteId })[] = [
  { routeId: "admin-content", to: href("/admin/content"), label: "Content" },
  { routeId: "admin-media", to: href("/admin/media"), label: "Media" },
  { routeId: "admin-gallery", to: href("/admin/gallery"), label: "Galleries" },
  { routeId: "admin-documents", to: href("/admin/documents"), label: "Documents" },
  { routeId: "admin-leads", to: href("/admin/leads"), label: "Leads" },
  { routeId: "admin-dealers", to: href("/admin/dealers"), label: "Dealers" },
  { routeId: "admin-redirects", to: href("/admin/redirects"), label: "Redirects" },
  { routeId: "admin-settings", to: href("/admin/settings"), label: "Settings" },
  { routeId: "admin-users", to: href("/admin/users"), label: "Users" },
  { routeId: "admin-audit", to: href("/admin/audit"), label: "Audit log" },
];

/** What a section's link says beside its name: how many new leads wait, for those who may open the inbox. */
export type SectionNotes = { newLeads?: number | null };

export function sectionsFor(role: StaffRole, notes: SectionNotes = {}): AdminSection[] {
  return adminSections
    .filter((section) => mayOpen(role, section.routeId))
    .map(({ routeId, to, label }) =>
      routeId === "admin-leads" && notes.newLeads ? { to, label, note: `${notes.newLeads} new` } : { to, label },
    );
}

/** Where each role starts after signing in, where its work is: sales on the leads, editors on the content, administrators on the start page's checklist. */
const startPages: Record<StaffRole, string> = {
  admin: href("/admin"),
  editor: href("/admin/content"),
  sales: href("/admin/leads"),
};
export const startFor = (role: StaffRole) => startPages[role];
