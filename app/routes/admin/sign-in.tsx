// The admin's own utilities (app/admin.css): linked by admin routes, never by public pages.
import "~/admin.css";
import { SignInPage } from "~/features/accounts";
import { AdminFrameError } from "~/admin/AdminErrorPage";
import { signInAction, signInLoader, throttledPageHeaders } from "~/features/accounts/index.server";
import { requestContext } from "~/platform/request";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/sign-in";

export const loader = ({ request, context }: Route.LoaderArgs) => signInLoader(request, context.get(servicesContext));
export const action = ({ request, context }: Route.ActionArgs) =>
  signInAction(request, context.get(servicesContext), context.get(requestContext));
export const headers: Route.HeadersFunction = throttledPageHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Sign in | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SignInRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPage next={loaderData.next} fields={loaderData.fields} result={actionData} />;
}

export const ErrorBoundary = AdminFrameError;
