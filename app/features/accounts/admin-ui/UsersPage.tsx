import { adminButtonClass } from "~/admin/admin-buttons";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { FormField } from "~/admin/forms/form-field";
import type { Staff } from "../roles";
import type { UsersFields } from "../admin-users-routes.server";
import { ListTable } from "~/admin/list-page/ListTable";
import type { ListTableDescription } from "~/admin/list-page/list-description";
import { type StaffMember, type StaffStatus, statusLabels } from "../users";
import type { FormResult } from "~/admin/form-result";
import { formatChange } from "~/admin/admin-dates";
import { filterControlClass } from "~/admin/AdminSelect";
import { FormMessage } from "~/admin/FormMessage";
import { CopyText } from "~/admin/CopyText";

const statusClass: Record<StaffStatus, string> = {
  active: "bg-emerald-50 text-emerald-900 ring-emerald-700/30",
  invited: "bg-amber-50 text-amber-900 ring-amber-700/30",
  disabled: "bg-sand text-ink ring-line",
};

const smallButton = "border border-ink px-3 py-1.5 text-sm font-medium text-ink hover:bg-ink hover:text-white";

/** A form of one row: the action (`intent`) on the account `userId`. */
function RowForm({ intent, userId, children }: { intent: string; userId: string; children: ReactNode }) {
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
      <HiddenValues values={{ intent, userId }} />
      {children}
    </Form>
  );
}

/** A row's role, labelled for screen readers by whose it is. */
function RoleSelect({ field, defaultValue, label }: { field: FormField; defaultValue: string; label: string }) {
  return (
    <select name={field.name} defaultValue={defaultValue} aria-label={label} className={filterControlClass}>
      {field.options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

type UsersResult = FormResult<Record<string, string>, { link?: string }>;

/** The invitation: as typed after a refusal, empty again after one made (the form starts afresh, with scripts or without). */
function InviteForm({
  fields,
  sendsMail,
  result,
}: {
  fields: UsersFields["invite"];
  sendsMail: boolean;
  result?: UsersResult | undefined;
}) {
  const typed = result?.values;
  return (
    <details open={typed !== undefined} className="mt-6 border border-line bg-white">
      <summary className="cursor-pointer px-5 py-3 text-sm font-medium text-ink">Invite someone</summary>
      <Form
        key={result?.tone === "done" ? (result.link ?? result.message) : "invite"}
        method="post"
        noValidate
        className="grid gap-4 border-t border-line p-5 md:grid-cols-3"
      >
        <HiddenValues values={{ intent: "invite" }} />
        <SchemaField field={fields.name} result={result} />
        <SchemaField field={fields.email} result={result} />
        <SchemaField field={fields.role} result={result} stored="editor" />
        <p className="text-sm text-stone md:col-span-3">
          {sendsMail
            ? "They get an e-mail with a link where they choose their password. The link works once, for three days."
            : "No mail server is set up (SMTP_URL), so nothing is e-mailed: you get a link to copy and send them yourself. It works once, for three days."}
        </p>
        <div className="md:col-span-3">
          <button type="submit" className={adminButtonClass}>
            {sendsMail ? "Send the invitation" : "Make the invitation link"}
          </button>
        </div>
      </Form>
    </details>
  );
}

function usersTable(staff: Staff, roleField: FormField): ListTableDescription<StaffMember> {
  return {
    caption: "Staff accounts, by name",
    minWidthClass: "min-w-[56rem]",
    rowKey: (user) => user.id,
    columns: [
      {
        heading: "Name and e-mail",
        rowHeader: true,
        className: "",
        cell: (user) => (
          <>
            <span className="block font-medium text-ink">{user.id === staff.id ? `${user.name} (you)` : user.name}</span>
            <span className="block text-xs text-stone">{user.email}</span>
          </>
        ),
      },
      {
        heading: "Role",
        className: "",
        cell: (user) => (
          <RowForm intent="role" userId={user.id}>
            <RoleSelect field={roleField} defaultValue={user.role} label={`Role of ${user.name}`} />
            <button type="submit" className={smallButton}>
              Change<span className="sr-only">{` the role of ${user.name}`}</span>
            </button>
          </RowForm>
        ),
      },
      {
        heading: "Status",
        className: "",
        cell: (user) => (
          <span className={`inline-block px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${statusClass[user.status]}`}>
            {statusLabels[user.status]}
          </span>
        ),
      },
      {
        heading: "Last sign-in (UTC)",
        className: "whitespace-nowrap text-ink",
        cell: (user) => (user.lastSignInAt ? <time dateTime={user.lastSignInAt}>{formatChange(user.lastSignInAt)}</time> : "Never"),
      },
      {
        heading: "Created (UTC)",
        className: "whitespace-nowrap text-ink",
        cell: (user) => <time dateTime={user.createdAt}>{formatChange(user.createdAt)}</time>,
      },
      { heading: "Actions", className: "space-y-2", cell: (user) => <UserActions user={user} you={user.id === staff.id} /> },
    ],
  };
}

function UserActions({ user, you }: { user: StaffMember; you: boolean }) {
  return (
    <>
      {user.status === "invited" ? (
        <RowForm intent="resend" userId={user.id}>
          <button type="submit" className={smallButton}>
            Send the invitation again<span className="sr-only">{` to ${user.name}`}</span>
          </button>
        </RowForm>
      ) : null}
      {user.status === "disabled" ? (
        <RowForm intent="enable" userId={user.id}>
          <button type="submit" className={smallButton}>
            Enable<span className="sr-only">{` ${user.name}`}</span>
          </button>
        </RowForm>
      ) : you ? null : (
        <RowForm intent="disable" userId={user.id}>
          <button type="submit" className={smallButton}>
            Disable<span className="sr-only">{` ${user.name}`}</span>
          </button>
        </RowForm>
      )}
    </>
  );
}

/** The administrators' list of staff accounts: invite, change a role, disable or enable. */
export function UsersPage({
  staff,
  users,
  fields,
  sendsMail,
  result,
}: {
  staff: Staff;
  users: StaffMember[];
  fields: UsersFields;
  /** Whether a mail server is set up: invitations are e-mailed, or handed over as a link to copy. */
  sendsMail: boolean;
  result?: UsersResult | undefined;
}) {
  return (
    <section aria-labelledby="users-heading">
      <h1 id="users-heading" className="text-3xl font-light tracking-tight text-ink">
        Users
      </h1>
      <p className="mt-2 text-sm text-stone">
        Everyone who may sign in to the admin. A role decides which sections they see; a disabled account cannot sign in, and is signed out
        at once.
      </p>
      <div className="mt-6">
        <FormMessage message={result?.message} tone={result?.tone ?? "done"} />
        {result?.link ? (
          <div className="mb-5 border border-line bg-white p-4">
            <CopyText id="invitation-link" label="Invitation link" value={result.link} showLabel />
          </div>
        ) : null}
      </div>
      <InviteForm fields={fields.invite} sendsMail={sendsMail} result={result} />
      <ListTable table={usersTable(staff, fields.role.role)} rows={users} className="mt-6" />
    </section>
  );
}
