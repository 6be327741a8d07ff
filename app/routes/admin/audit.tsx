import { AuditLogPage } from "~/features/audit/admin";
import { auditLogLoader } from "~/features/audit/index.server";
import { privateHeaders } from "~/features/accounts/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = guarded(context);
  return auditLogLoader(services, request);
}

export const headers: Route.HeadersFunction = () => privateHeaders;
export const meta: Route.MetaFunction = () => [
  { title: "Audit log | LaCantina Doors admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminAuditRoute({ loaderData }: Route.ComponentProps) {
  return <AuditLogPage log={loaderData} />;
}
