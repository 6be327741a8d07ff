import { privateHeaders, requireStaff } from "~/features/accounts/index.server";
import { BackupsPanel } from "~/features/backups/admin";
import { backupStatus } from "~/features/backups/index.server";
import { SiteSettingsPage } from "~/features/settings/admin";
import { settingsAction, settingsLoader } from "~/features/settings/index.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaff(request, services, "admin-settings");
  return { settings: settingsLoader(services), backups: await backupStatus(services) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const staff = await requireStaff(request, services, "admin-settings");
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
