import type { ReactNode } from "react";
import { Form, NavLink, href } from "react-router";
import { type AdminRouteId, mayOpen } from "../admin-access";
import { roleLabels, type Staff } from "../roles";

const navClass = ({ isActive }: { isActive: boolean }) =>
  `border-b-2 px-1 py-4 text-sm font-medium ${isActive ? "border-bronze text-ink" : "border-transparent text-stone hover:text-ink"}`;

/** The admin's sections, in the order of the nav; each shows to the roles that may open it. */
const sections: { routeId: AdminRouteId; to: string; label: string }[] = [
  { routeId: "admin-content", to: href("/admin/content"), label: "Content" },
  { routeId: "admin-media", to: href("/admin/media"), label: "Media" },
  { routeId: "admin-gallery", to: href("/admin/gallery"), label: "Galleries" },
  { routeId: "admin-documents", to: href("/admin/documents"), label: "Documents" },
  { routeId: "admin-leads", to: href("/admin/leads"), label: "Leads" },
  { routeId: "admin-redirects", to: href("/admin/redirects"), label: "Redirects" },
  { routeId: "admin-settings", to: href("/admin/settings"), label: "Settings" },
  { routeId: "admin-users", to: href("/admin/users"), label: "Users" },
  { routeId: "admin-audit", to: href("/admin/audit"), label: "Audit log" },
];

/** The frame of every signed-in admin page: who is signed in, the sections their role may open, sign-out. */
export function AdminShell({ staff, children }: { staff: Staff; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-linen">
      <header className="border-b border-line bg-white">
        {/* The brand and who is signed in, then the sections in one row (on a phone, one that scrolls sideways). */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 px-6">
          <p className="py-4 text-xs font-semibold uppercase tracking-[0.2em] text-bronze-dark">LaCantina Doors admin</p>
          <div className="ml-auto flex items-center gap-4 py-3 text-sm">
            <span className="text-stone max-sm:sr-only">{`${staff.name} · ${roleLabels[staff.role]}`}</span>
            <Form method="post" action={href("/admin/sign-out")}>
              <button type="submit" className="font-medium text-bronze-dark underline underline-offset-4 hover:text-ink">
                Sign out
              </button>
            </Form>
          </div>
          <nav aria-label="Admin" className="-mx-6 w-[calc(100%+3rem)] overflow-x-auto px-6">
            <div className="flex gap-x-6 whitespace-nowrap">
              {sections
                .filter((section) => mayOpen(staff.role, section.routeId))
                .map((section) => (
                  <NavLink key={section.routeId} to={section.to} className={navClass}>
                    {section.label}
                  </NavLink>
                ))}
              <NavLink to={href("/admin")} end className={navClass}>
                Your account
              </NavLink>
            </div>
          </nav>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-6 py-10">{children}</div>
    </div>
  );
}
