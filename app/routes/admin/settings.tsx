import { privateHeaders } from "~/features/accounts/index.server";
import { BackupsPanel } from "~/features/backups/admin";
import { backupStatus } from "~/features/backups/index.server";
import { SiteSettingsPage } from "~/features/settings/admin";
import { settingsAction, settingsLoader } from "~/features/settings/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/settings";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return { settings: settingsLoader(services), backups: await backupStatus(services) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, staff } = guarded(context);
  return settingsAction(services, request, staff);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Site settings | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SiteSettingsPage page={loaderData.settings} result={actionData}>
      <BackupsPanel status={loaderData.backups} />
    </SiteSettingsPage>
  );
}
