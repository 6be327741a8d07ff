import { privateHeaders } from "~/features/accounts/index.server";
import { MediaLibraryPage } from "~/features/media-library/admin";
import { libraryLoader } from "~/features/media-library/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/media";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return libraryLoader(services, request);
}
export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Media | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminMediaRoute({ loaderData }: Route.ComponentProps) {
  return <MediaLibraryPage library={loaderData} />;
}
