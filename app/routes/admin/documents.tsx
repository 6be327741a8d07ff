import { privateHeaders } from "~/features/accounts/index.server";
import { DocumentsPage } from "~/features/documents/admin";
import { documentsLoader } from "~/features/documents/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/documents";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return documentsLoader(services, request);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Technical documents | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminDocumentsRoute({ loaderData }: Route.ComponentProps) {
  return <DocumentsPage list={loaderData} />;
}
