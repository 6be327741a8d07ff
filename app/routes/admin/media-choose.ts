import { privateHeaders } from "~/features/accounts/index.server";
import { choicesLoader } from "~/features/media-library/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/media-choose";

/** The block editor's picker: `{ items: MediaChoice[], fields }` for `?q=&kind=`, newest first, and its upload's fields. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return Response.json(await choicesLoader(services, request), { headers: privateHeaders });
}
