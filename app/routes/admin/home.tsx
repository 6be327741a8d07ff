import { AdminChecklist } from "~/admin/AdminChecklist";
import { AccountPage } from "~/features/accounts";
import { accountAction, accountFields, privateHeaders } from "~/features/accounts/index.server";
import { startChecklistLoader } from "~/features/start-checklist/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { staff, services } = guarded(context);
  return { staff, fields: accountFields.changePassword, checklist: staff.role === "admin" ? await startChecklistLoader(services) : null };
}
export const action = ({ request, context }: Route.ActionArgs) => accountAction(request, guarded(context).services);
export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Your account | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminHomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.checklist ? (
        <AdminChecklist
          id="start-heading"
          title="Getting the site ready"
          intro="What a new site still needs before leads reach your team."
          items={loaderData.checklist}
        />
      ) : null}
      <AccountPage staff={loaderData.staff} fields={loaderData.fields} result={actionData} />
    </>
  );
}
