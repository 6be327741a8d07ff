import { data, href, redirect } from "react-router";
import { type AdminRouteId, mayOpen } from "./admin-access";
import type { Staff } from "./roles";
import type { AccountService } from "./service.server";

export type AccountServices = { accounts: AccountService };

/** Where a sign-in may send its member of staff afterwards: an admin path of this site only. */
export function safeNextPath(next: string | null | undefined): string {
  return next && /^\/admin(?:[/?#]|$)/.test(next) && !next.startsWith("//") ? next : href("/admin");
}

/**
 * The member of staff behind the request, when their role may open `routeId`. Anyone else is
 * sent to the sign-in page (not signed in) or answered 403 (signed in with another role).
 */
export async function requireStaff(request: Request, services: AccountServices, routeId: AdminRouteId): Promise<Staff> {
  const staff = await services.accounts.currentStaff(request.headers);
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(`${href("/admin/sign-in")}?${new URLSearchParams({ next: `${url.pathname}${url.search}` })}`);
  }
  if (!mayOpen(staff.role, routeId)) throw data({ message: "Your role may not open this page." }, { status: 403 });
  return staff;
}
