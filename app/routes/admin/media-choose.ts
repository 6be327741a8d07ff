import { privateHeaders, requireStaff } from "~/features/accounts/index.server";
import { choicesLoader } from "~/features/media-library/index.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/media-choose";

/** The block editor's picker: `{ items: MediaChoice[] }` for `?q=&kind=`, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaff(request, services, "admin-media-choose");
  return Response.json(await choicesLoader(services, request), { headers: privateHeaders });
}
