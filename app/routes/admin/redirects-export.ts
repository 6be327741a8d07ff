import { exportResponse } from "~/features/seo/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/redirects-export";

/** Every redirect as a CSV download, in the columns the import reads. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return exportResponse(services);
}
