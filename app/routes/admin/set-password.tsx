// The admin's own utilities (app/admin.css): linked by admin routes, never by public pages.
import "~/admin.css";
import { SetPasswordPage } from "~/features/accounts";
import { AdminFrameError } from "~/admin/AdminErrorPage";
import { privateHeaders, setPasswordAction, setPasswordLoader } from "~/features/accounts/index.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/set-password";

export const loader = ({ request, context }: Route.LoaderArgs) => setPasswordLoader(request, context.get(servicesContext));
export const action = ({ request, context }: Route.ActionArgs) => setPasswordAction(request, context.get(servicesContext));
export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Choose your password | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SetPasswordPage {...loaderData} result={actionData} />;
}

export const ErrorBoundary = AdminFrameError;
