import { dealersExport } from "~/features/dealers/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/dealers-export";

/** Every dealer as a CSV download, in the columns the import reads. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return dealersExport(services);
}
