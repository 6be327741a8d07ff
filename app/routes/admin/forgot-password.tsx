// The admin's own utilities (app/admin.css): linked by admin routes, never by public pages.
import "~/admin.css";
import { ForgotPasswordPage } from "~/features/accounts";
import { AdminFrameError } from "~/admin/AdminErrorPage";
import { accountFields, forgotPasswordAction, throttledPageHeaders } from "~/features/accounts/index.server";
import { requestContext } from "~/platform/request";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/forgot-password";

export const loader = () => ({ fields: accountFields.forgotPassword });
export const action = ({ request, context }: Route.ActionArgs) =>
  forgotPasswordAction(request, context.get(servicesContext), context.get(requestContext));
export const headers: Route.HeadersFunction = throttledPageHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Forgot your password? | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ForgotPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage fields={loaderData.fields} result={actionData} />;
}

export const ErrorBoundary = AdminFrameError;
