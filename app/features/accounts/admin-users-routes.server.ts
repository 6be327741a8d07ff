import { data } from "react-router";
import { z } from "zod";
import { readFormBody } from "~/platform/form-post.server";
import type { AccountServices } from "./guard.server";
import { Email, errorsOf, fieldsOf, type FormErrors } from "./admin-routes.server";
import { roleLabels, type Staff, staffRoles } from "./roles";
import { type StaffMember, type UserChange, userRefusals } from "./users";

// The loader and action of the users screen. The route checks the role first; the service keeps
// the rules (never oneself, never the last administrator) and records every change.

/** What the users screen says after a change; `link` is an invitation link shown once when e-mail is not set up. */
export type UsersResult = { tone: "error" | "done"; message: string; errors?: FormErrors; values?: Record<string, string>; link?: string };

const Invite = z.object({
  name: z.string().trim().min(1, "Enter their name.").max(120, "A name may have at most 120 characters."),
  email: z.string().trim().min(1, "Enter their e-mail address.").pipe(Email),
  role: z.enum(staffRoles, "Choose a role."),
});
const UserId = z.string().min(1).max(100);
const Role = z.enum(staffRoles);
const Intent = z.enum(["invite", "role", "disable", "enable", "resend"]);

const LINK_NOTE = "It works once, for three days.";

export async function usersLoader(services: AccountServices): Promise<{ users: StaffMember[] }> {
  return { users: await services.accounts.users.list() };
}

const refused = (reason: Exclude<UserChange, { ok: true }>["reason"], extra: Partial<UsersResult> = {}) =>
  data<UsersResult>({ tone: "error", message: userRefusals[reason], ...extra }, { status: reason === "not_found" ? 404 : 409 });

/** An invitation's answer: sent by e-mail, or (without e-mail) its link, for the admin to pass on. */
function invitationAnswer(email: string, link: string | null) {
  if (!link) return data<UsersResult>({ tone: "done", message: `An invitation is on its way to ${email}. ${LINK_NOTE}` });
  return data<UsersResult>({
    tone: "done",
    message: `E-mail is not set up on this site (SMTP_URL), so no invitation was sent. Send ${email} this link yourself; it is shown only now. ${LINK_NOTE}`,
    link,
  });
}

export async function usersAction(services: AccountServices, request: Request, staff: Staff) {
  const fields = fieldsOf(await readFormBody(request));
  const intent = Intent.safeParse(fields.intent);
  if (!intent.success)
    return data<UsersResult>(
      { tone: "error", message: "This form was not sent as the page gave it. Reload the page and try again." },
      { status: 400 },
    );
  const { users } = services.accounts;

  if (intent.data === "invite") {
    const values = { name: fields.name ?? "", email: fields.email ?? "", role: fields.role ?? "" };
    const parsed = Invite.safeParse(values);
    if (!parsed.success)
      return data<UsersResult>(
        { tone: "error", message: "Some fields need a change.", errors: errorsOf(parsed.error), values },
        { status: 400 },
      );
    const invited = await users.invite(parsed.data, staff, new URL(request.url).origin);
    if (!invited.ok) return refused(invited.reason, { errors: { email: [userRefusals[invited.reason]] }, values });
    return invitationAnswer(parsed.data.email.toLowerCase(), invited.link);
  }

  const userId = UserId.safeParse(fields.userId);
  const member = userId.success ? (await users.list()).find((user) => user.id === userId.data) : undefined;
  if (!member) return refused("not_found");

  switch (intent.data) {
    case "role": {
      const role = Role.safeParse(fields.role);
      if (!role.success) return data<UsersResult>({ tone: "error", message: "Choose a role." }, { status: 400 });
      const changed = await users.changeRole(member.id, role.data, staff);
      return changed.ok
        ? data<UsersResult>({ tone: "done", message: `${member.name} is now ${roleLabels[role.data]}.` })
        : refused(changed.reason);
    }
    case "disable": {
      const disabled = await users.disable(member.id, staff);
      return disabled.ok
        ? data<UsersResult>({ tone: "done", message: `${member.name} is disabled and signed out everywhere.` })
        : refused(disabled.reason);
    }
    case "enable": {
      const enabled = await users.enable(member.id, staff);
      return enabled.ok ? data<UsersResult>({ tone: "done", message: `${member.name} may sign in again.` }) : refused(enabled.reason);
    }
    case "resend": {
      const resent = await users.resendInvitation(member.id, staff, new URL(request.url).origin);
      return resent.ok ? invitationAnswer(member.email, resent.link) : refused(resent.reason);
    }
  }
}
