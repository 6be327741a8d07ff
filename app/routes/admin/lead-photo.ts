import { leadPhotoLoader } from "~/features/leads/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/lead-photo";

/** A photo a visitor attached to a lead, for the sales team only. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return leadPhotoLoader(services, params);
}
