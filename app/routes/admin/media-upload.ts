import { uploadAction } from "~/features/media-library/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/media-upload";

// Asked for before the body is read: no one who may not upload gets a byte of theirs stored.
export async function action({ request, context }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return uploadAction(services, request, staff);
}
