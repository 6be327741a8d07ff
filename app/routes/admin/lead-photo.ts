import { requireStaff } from "~/features/accounts/index.server";
import { leadPhotoLoader } from "~/features/forms/index.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/lead-photo";

/** A photo a visitor attached to a lead, for the sales team only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaff(request, services, "admin-lead-photo");
  return leadPhotoLoader(services, params);
}
