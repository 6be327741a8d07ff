import { HiddenValues } from "~/admin/forms/HiddenValues";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { AccountFields } from "../admin-routes.server";
import { Form, href } from "react-router";
import type { FormResult } from "~/admin/form-result";
import { roleLabels, type Staff } from "../roles";
import { FormMessage } from "~/admin/FormMessage";
import { SubmitButton } from "~/admin/SubmitButton";

/** The signed-in member of staff's own account: who they are, a new password, sign-out everywhere. */
export function AccountPage({ staff, fields, result }: { staff: Staff; fields: AccountFields["changePassword"]; result?: FormResult }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_1fr]">
      <section aria-labelledby="account-heading">
        <h1 id="account-heading" className="text-3xl font-light tracking-tight text-ink">
          Your account
        </h1>
        <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-stone">Name</dt>
          <dd>{staff.name}</dd>
          <dt className="text-stone">E-mail address</dt>
          <dd>{staff.email}</dd>
          <dt className="text-stone">Role</dt>
          <dd>{roleLabels[staff.role]}</dd>
        </dl>
        <h2 className="mt-10 text-lg font-medium text-ink">Sessions</h2>
        <p className="mt-2 text-sm text-stone">Signed in on a computer you no longer use? End every session, this one included.</p>
        <Form method="post" action={href("/admin/sign-out")} className="mt-4">
          <HiddenValues values={{ everywhere: "1" }} />
          <button type="submit" className="border border-ink px-4 py-2 text-sm font-medium text-ink hover:bg-ink hover:text-white">
            Sign out everywhere
          </button>
        </Form>
      </section>
      <section aria-labelledby="password-heading" className="border border-line bg-white p-6">
        <h2 id="password-heading" className="mb-5 text-lg font-medium text-ink">
          Change your password
        </h2>
        <FormMessage message={result?.tone === "done" ? result.message : undefined} tone="done" />
        <Form method="post" className="space-y-5" noValidate>
          {[fields.current, fields.password, fields.confirm].map((field) => (
            <SchemaField key={field.name} field={field} result={result} />
          ))}
          <SubmitButton busyText="Saving…">Change the password</SubmitButton>
        </Form>
      </section>
    </div>
  );
}
