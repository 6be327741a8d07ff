import { type MiddlewareFunction, type RouterContextProvider, createContext, data, href, redirect } from "react-router";
import { routeIdContext } from "~/platform/route-ids";
import { type AdminRouteId, adminAccess, mayChange, mayOpen } from "./admin-access";
import type { Staff } from "./roles";
import type { AccountService } from "./service.server";

export type AccountServices = { accounts: AccountService };

/** Where a sign-in may send its member of staff afterwards: an admin path of this site only. */
export function safeNextPath(next: string | null | undefined): string {
  return next && /^\/admin(?:[/?#]|$)/.test(next) && !next.startsWith("//") ? next : href("/admin");
}

/**
 * Who the guard found signed in, whether their role may open the route the request is for (read
 * it, or post to it), and whether it may change what the route shows: its pages leave the forms
 * out for a role that may only read.
 */
type Admission = { staff: Staff; admitted: boolean; mayChange: boolean };

const reads = new Set(["GET", "HEAD"]);

const admissionContext = createContext<Admission>();

type GuardArgs = Pick<Parameters<MiddlewareFunction>[0], "request" | "url" | "pattern" | "context">;

const inAccessTable = (routeId: string | undefined): routeId is AdminRouteId =>
  routeId !== undefined && Object.hasOwn(adminAccess, routeId);

/**
 * The admin's one guard, run as middleware of the admin layout before any of its loaders and
 * actions (decision 0042): it signs the request in once, sending anyone not signed in to the
 * sign-in page, and looks the route the request is for up in the access table. A route the table
 * does not list opens to nobody; a role the table lets read a route only is refused its posts.
 */
export async function guardStaff({ request, url, pattern, context }: GuardArgs, accounts: Pick<AccountService, "currentStaff">) {
  const staff = await accounts.currentStaff(request.headers);
  // `url` is the page's address: a client navigation's data request (`.data`) comes back to its page.
  if (!staff) throw redirect(`${href("/admin/sign-in")}?${new URLSearchParams({ next: `${url.pathname}${url.search}` })}`);
  const routeId = await context.get(routeIdContext)(pattern);
  const listed = inAccessTable(routeId);
  const changes = listed && mayChange(staff.role, routeId);
  const admitted = listed && (reads.has(request.method) ? mayOpen(staff.role, routeId) : changes);
  context.set(admissionContext, { staff, admitted, mayChange: changes });
}

const REFUSED = "Your role may not open this page.";

/**
 * The member of staff the guard let open this route. A role the access table refuses is answered
 * 403 here: an error thrown by middleware is drawn by the root's error page, outside the admin's
 * frame, so the guard decides and the loader or action that asks first refuses.
 */
export function staffOf(context: Readonly<RouterContextProvider>): Staff {
  const { staff, admitted } = context.get(admissionContext);
  if (!admitted) throw data({ message: REFUSED }, { status: 403 });
  return staff;
}

/** Whether the member of staff the guard let in may change what the route shows (editors only read the dealers). */
export function staffMayChange(context: Readonly<RouterContextProvider>): boolean {
  return context.get(admissionContext).mayChange;
}

/** For the admin's frame, on every page view: who is signed in, and a refusal that still names them, so the frame greets them on it. */
export function frameStaffOf(context: Readonly<RouterContextProvider>): Staff {
  const { staff, admitted } = context.get(admissionContext);
  if (!admitted) throw data({ message: REFUSED, staff }, { status: 403 });
  return staff;
}
