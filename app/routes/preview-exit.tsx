import { exitPreview } from "~/features/content/index.server";
import type { Route } from "./+types/preview-exit";

// Clears the preview cookie and redirects to the published page.
export function loader({ request }: Route.LoaderArgs) {
  return exitPreview(request);
}
