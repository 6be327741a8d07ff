import type { FormResult } from "~/admin/form-result";
import { data } from "react-router";
import { z } from "zod";
import { parseForm, refusedForm } from "~/admin/forms/parse-form.server";
import { formFieldsOf } from "~/admin/forms/schema-fields.server";
import { readFormBody } from "~/platform/form-post.server";
import type { AccountServices } from "./guard.server";
import { Email } from "./admin-routes.server";
import { roleLabels, type Staff, staffRoles } from "./roles";
import { type StaffMember, type UserChange, userRefusals } from "./users";

// The loader and action of the users screen. The route checks the role first; the service keeps
// the rules (never oneself, never the last administrator) and records every change.

/** What the users screen says after a change; `link` is an invitation link shown once when e-mail is not set up. */
/** The users page's answer; an invitation made without e-mail carries its link, shown this once. */
type UsersResult = FormResult<Record<string, string>, { link?: string }>;

const Role = z.enum(staffRoles, "Choose a role.").meta({ label: "Role", optionLabels: roleLabels });
const UserId = z.string().min(1).max(100).meta({ label: "Account" });

const Invite = z.object({
  intent: z.literal("invite"),
  name: z.string().trim().min(1, "Enter their name.").max(120, "A name may have at most 120 characters.").meta({ label: "Name" }),
  email: z.string().trim().min(1, "Enter their e-mail address.").pipe(Email).meta({ label: "E-mail address" }),
  // Chosen for them when the form leaves it out: the role with the least power.
  role: Role.default("editor"),
});
const RoleChange = z.object({ intent: z.literal("role"), userId: UserId, role: Role });
const AccountChange = z.object({ intent: z.enum(["disable", "enable", "resend"]), userId: UserId });
const UsersForm = z.discriminatedUnion("intent", [Invite, RoleChange, AccountChange]);

/** The users screen's forms as it draws them: the invitation, and each row's role. */
const usersFields = { invite: formFieldsOf(Invite), role: formFieldsOf(RoleChange) };
export type UsersFields = typeof usersFields;

const LINK_NOTE = "It works once, for three days.";

export async function usersLoader(services: AccountServices): Promise<{ users: StaffMember[]; fields: UsersFields; sendsMail: boolean }> {
  return { users: await services.accounts.users.list(), fields: usersFields, sendsMail: services.accounts.sendsMail };
}

const refused = (reason: Exclude<UserChange, { ok: true }>["reason"], extra: Partial<UsersResult> = {}) =>
  data<UsersResult>({ tone: "error", message: userRefusals[reason], ...extra }, { status: reason === "not_found" ? 404 : 409 });

/** An invitation's answer: sent by e-mail, or (without e-mail) its link, for the admin to pass on. */
function invitationAnswer(email: string, link: string | null) {
  if (!link) return data<UsersResult>({ tone: "done", message: `An invitation is on its way to ${email}. ${LINK_NOTE}` });
  return data<UsersResult>({
    tone: "done",
    message: `No mail server is set up (SMTP_URL), so nothing was e-mailed: copy this link and send it to ${email} yourself; it is shown only now. ${LINK_NOTE}`,
    link,
  });
}

export async function usersAction(services: AccountServices, request: Request, staff: Staff) {
  const parsed = parseForm(UsersForm, await readFormBody(request));
  if (!parsed.ok) {
    if (parsed.values.intent === "invite") return refusedForm(parsed, {}, "Some fields need a change.");
    return data<UsersResult>(
      {
        tone: "error",
        message: parsed.errors.role ? "Choose a role." : "This form was not sent as the page gave it. Reload the page and try again.",
      },
      { status: 400 },
    );
  }
  const form = parsed.data;
  const { users } = services.accounts;

  if (form.intent === "invite") {
    const invited = await users.invite(form, staff, new URL(request.url).origin);
    if (!invited.ok) return refused(invited.reason, { errors: { email: [userRefusals[invited.reason]] }, values: parsed.values });
    return invitationAnswer(form.email.toLowerCase(), invited.link);
  }

  const member = (await users.list()).find((user) => user.id === form.userId);
  if (!member) return refused("not_found");

  switch (form.intent) {
    case "role": {
      const changed = await users.changeRole(member.id, form.role, staff);
      return changed.ok
        ? data<UsersResult>({ tone: "done", message: `${member.name} is now ${roleLabels[form.role]}.` })
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
