import { privateHeaders } from "~/features/accounts/index.server";
import { DocumentPage } from "~/features/documents/admin";
import { documentAction, documentLoader } from "~/features/documents/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/document";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return documentLoader(services, params.documentId, request);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return documentAction(services, params.documentId, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.document.title || "Document"} | LaCantina Doors admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminDocumentRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DocumentPage {...loaderData} result={actionData} />;
}
