import { requireStaff } from "~/features/accounts/index.server";
import { documentUploadAction } from "~/features/documents/index.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/documents-upload";

// Asked for before the body is read: no one who may not upload gets a byte of theirs stored.
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const staff = await requireStaff(request, services, "admin-documents-upload");
  return documentUploadAction(services, request, staff);
}
