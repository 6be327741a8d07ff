import type { ReactNode } from "react";
import { Form, NavLink, href } from "react-router";
import { mayOpen } from "../admin-access";
import { roleLabels, type Staff } from "../roles";

const navClass = ({ isActive }: { isActive: boolean }) =>
  `border-b-2 px-1 py-4 text-sm font-medium ${isActive ? "border-bronze text-ink" : "border-transparent text-stone hover:text-ink"}`;

/** The frame of every signed-in admin page: who is signed in, the sections their role may open, sign-out. */
export function AdminShell({ staff, children }: { staff: Staff; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-linen">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-8 gap-y-2 px-6">
          <p className="py-4 text-xs font-semibold uppercase tracking-[0.2em] text-bronze-dark">LaCantina Doors admin</p>
          <nav aria-label="Admin" className="flex flex-wrap gap-x-6">
            {mayOpen(staff.role, "admin-content") ? (
              <NavLink to={href("/admin/content")} className={navClass}>
                Content
              </NavLink>
            ) : null}
            {mayOpen(staff.role, "admin-media") ? (
              <NavLink to={href("/admin/media")} className={navClass}>
                Media
              </NavLink>
            ) : null}
            {mayOpen(staff.role, "admin-gallery") ? (
              <NavLink to={href("/admin/gallery")} className={navClass}>
                Galleries
              </NavLink>
            ) : null}
            {mayOpen(staff.role, "admin-leads") ? (
              <NavLink to={href("/admin/leads")} className={navClass}>
                Leads
              </NavLink>
            ) : null}
            {mayOpen(staff.role, "admin-redirects") ? (
              <NavLink to={href("/admin/redirects")} className={navClass}>
                Redirects
              </NavLink>
            ) : null}
            {mayOpen(staff.role, "admin-settings") ? (
              <NavLink to={href("/admin/settings")} className={navClass}>
                Settings
              </NavLink>
            ) : null}
            {mayOpen(staff.role, "admin-users") ? (
              <NavLink to={href("/admin/users")} className={navClass}>
                Users
              </NavLink>
            ) : null}
            {mayOpen(staff.role, "admin-audit") ? (
              <NavLink to={href("/admin/audit")} className={navClass}>
                Audit log
              </NavLink>
            ) : null}
            <NavLink to={href("/admin")} end className={navClass}>
              Your account
            </NavLink>
          </nav>
          <div className="ml-auto flex items-center gap-4 py-3 text-sm">
            <span className="text-stone">{`${staff.name} · ${roleLabels[staff.role]}`}</span>
            <Form method="post" action={href("/admin/sign-out")}>
              <button type="submit" className="font-medium text-bronze-dark underline underline-offset-4 hover:text-ink">
                Sign out
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-6 py-10">{children}</div>
    </div>
  );
}
