// The admin's own utilities (app/admin.css): linked by admin routes, never by public pages.
import "~/admin.css";
import { ForgotPasswordPage } from "~/features/accounts";
import { AdminFrameError } from "~/admin/AdminErrorPage";
import { forgotPasswordAction, throttledPageHeaders } from "~/features/accounts/index.server";
import { requestContext } from "~/platform/request";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/forgot-password";

export const action = ({ request, context }: Route.ActionArgs) =>
  forgotPasswordAction(request, context.get(servicesContext), context.get(requestContext));
export const headers: Route.HeadersFunction = throttledPageHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Forgot your password? | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage result={actionData} />;
}

export const ErrorBoundary = AdminFrameError;
