// The admin's own utilities (app/admin.css): linked by admin routes, never by public pages.
import "~/admin.css";
import { Outlet, isRouteErrorResponse, useMatches, useRouteLoaderData } from "react-router";
import { type Staff, mayOpen, refusedStaffOf, shellOf } from "~/features/accounts";
import { AdminErrorPage } from "~/admin/AdminErrorPage";
import { type AdminHandle, AdminShell } from "~/admin/AdminShell";
import { frameStaffOf, privateHeaders } from "~/features/accounts/index.server";
import { guarded, staffGuard } from "~/services.server";
import type { Route } from "./+types/layout";

// The admin's one guard: every route below is signed in and looked up in the access table first (decision 0042).
export const middleware: Route.MiddlewareFunction[] = [staffGuard];

export async function loader({ context }: Route.LoaderArgs) {
  const staff = frameStaffOf(context);
  // Those who follow leads up see in the menu how many new ones wait.
  const newLeads = mayOpen(staff.role, "admin-leads") ? await guarded(context).services.leadInbox.newCount() : null;
  return { staff, newLeads };
}
// Asked on client navigations too, so a page the role may not open is refused before it shows.
export const shouldRevalidate = () => true;
export const headers: Route.HeadersFunction = () => privateHeaders;

export default function AdminLayoutRoute({ loaderData }: Route.ComponentProps) {
  const wide = useMatches().some((match) => (match.handle as AdminHandle | undefined)?.wide === true);
  return (
    <AdminShell {...shellOf(loaderData.staff, { newLeads: loaderData.newLeads })} wide={wide}>
      <Outlet />
    </AdminShell>
  );
}

// Errors of admin pages stay in the admin's frame, and their answers stay private like the pages'.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const staff = useRouteLoaderData<{ staff: Staff }>("admin-layout")?.staff ?? refusedStaffOf(error);
  const page = <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
  return staff ? <AdminShell {...shellOf(staff)}>{page}</AdminShell> : page;
}
