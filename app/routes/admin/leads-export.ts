import { leadsExportLoader } from "~/features/leads/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/leads-export";

/** The leads the inbox's filter (`?form=&from=&to=&status=&assignee=&q=`) shows, as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return leadsExportLoader(services, request);
}
