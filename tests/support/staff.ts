import type { StaffRole } from "../../app/features/accounts";
import type { TestSite } from "./site";

export const STAFF_PASSWORD = "a long enough passphrase";

/** A new member of staff with `role`, signed in: the session cookie their browser would send. */
export async function signedInStaff(site: TestSite, role: StaffRole, email = `${role}@example.com`, name = `The ${role}`): Promise<string> {
  const invitation = await site.services.accounts.invite({ email, name, role });
  if (!("link" in invitation)) throw new Error(`${email} is not invited`);
  await site.services.accounts.setPassword(new URL(invitation.link).searchParams.get("token") ?? "", STAFF_PASSWORD);
  const session = await site.services.accounts.signIn(email, STAFF_PASSWORD, new Headers());
  if (!session.ok) throw new Error(`${email} is not signed in`);
  return session.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
