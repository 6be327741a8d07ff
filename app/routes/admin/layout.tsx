import { Outlet } from "react-router";
import { AdminShell } from "~/features/accounts";
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
