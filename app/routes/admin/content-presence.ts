import { editorPresenceAction } from "~/features/content/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/content-presence";

/** The page editor's heartbeat: `{ editing }`, who else has the page open; its goodbye answers 204. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return editorPresenceAction(services, params.id, request, staff);
}
