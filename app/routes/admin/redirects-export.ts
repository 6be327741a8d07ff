import { requireStaff } from "~/features/accounts/index.server";
import { exportResponse } from "~/features/seo/index.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/redirects-export";

/** Every redirect as a CSV download, in the columns the import reads. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaff(request, services, "admin-redirects-export");
  return exportResponse(services);
}
