import { requireStaff } from "~/features/accounts/index.server";
import { leadsExportLoader } from "~/features/forms/index.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/leads-export";

/** The leads the inbox's filter (`?form=&from=&to=&status=&assignee=&q=`) shows, as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaff(request, services, "admin-leads-export");
  return leadsExportLoader(services, request);
}
