import { EntityEditor } from "~/features/content/admin";
import { useMediaChooser } from "~/features/media-library/admin";
import { entityEditorAction, entityEditorLoader } from "~/features/content/index.server";
import { privateHeaders } from "~/features/accounts/index.server";
import type { AdminHandle } from "~/admin/AdminShell";
import { guarded } from "~/services.server";
import type { Route } from "./+types/content-entity";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return entityEditorLoader(services, params.id, new URL(request.url).searchParams);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return entityEditorAction(services, params.id, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
// Blocks, the live preview and the side panel side by side.
export const handle: AdminHandle = { wide: true };
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.entity.title || "Content"} | LaCantina Doors admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminContentEntityRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { chooseMedia, dialog } = useMediaChooser();
  return (
    <>
      <EntityEditor {...loaderData} result={actionData} chooseMedia={chooseMedia} />
      {dialog}
    </>
  );
}
