// The admin's own utilities (app/admin.css): linked by admin routes, never by public pages.
import "~/admin.css";
import { Outlet, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { AdminErrorPage, AdminShell, type Staff } from "~/features/accounts";
import { privateHeaders, requireStaff } from "~/features/accounts/index.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { staff: await requireStaff(request, context.get(servicesContext), "admin-layout") };
}
export const headers: Route.HeadersFunction = () => privateHeaders;

export default function AdminLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staff={loaderData.staff}>
      <Outlet />
    </AdminShell>
  );
}

// Errors of admin pages stay in the admin's frame, and their answers stay private like the pages'.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const staff = useRouteLoaderData<{ staff: Staff }>("admin-layout")?.staff;
  const page = <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
  return staff ? <AdminShell staff={staff}>{page}</AdminShell> : page;
}
