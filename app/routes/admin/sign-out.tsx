import { signOutAction } from "~/features/accounts/index.server";
import { guarded } from "~/services.server";
import type { Route } from "./+types/sign-out";

// Posted by the admin's "Sign out" and "Sign out everywhere" buttons; it has no page of its own.
export const action = ({ request, context }: Route.ActionArgs) => signOutAction(request, guarded(context).services);
