// The admin's own utilities (app/admin.css): linked by admin routes, never by public pages.
import "~/admin.css";
import { SetupPage } from "~/features/accounts";
import { AdminFrameError } from "~/admin/AdminErrorPage";
import { privateHeaders, setupAction, setupLoader } from "~/features/accounts/index.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/setup";

export const loader = ({ request, context }: Route.LoaderArgs) => setupLoader(request, context.get(servicesContext));
export const action = ({ request, context }: Route.ActionArgs) => setupAction(request, context.get(servicesContext));
export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Create the first administrator | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SetupRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SetupPage valid={loaderData.valid} fields={loaderData.fields} result={actionData} />;
}

export const ErrorBoundary = AdminFrameError;
