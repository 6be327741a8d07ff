import { Form } from "react-router";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { AccountFields } from "../admin-routes.server";
import type { FormResult } from "~/admin/form-result";
import { AdminFrame } from "~/admin/AdminFrame";
import { FormMessage } from "~/admin/FormMessage";
import { SubmitButton } from "~/admin/SubmitButton";

/** The first administrator's account, from the one-time link the server logs while no account exists. */
export function SetupPage({ valid, fields, result }: { valid: boolean; fields: AccountFields["setup"]; result?: FormResult }) {
  if (!valid)
    return (
      <AdminFrame title="This setup link is not valid">
        <p className="text-stone">
          The link has been used, has expired or was replaced by a newer one. While the site has no account, each start of the server writes
          a new setup link to its log.
        </p>
      </AdminFrame>
    );
  return (
    <AdminFrame title="Create the first administrator">
      <p className="mb-6 text-sm text-stone">This account may do everything in the admin, including inviting others.</p>
      <FormMessage message={result?.message} tone="error" />
      <Form method="post" className="space-y-5" noValidate>
        {[fields.name, fields.email, fields.password, fields.confirm].map((field) => (
          <SchemaField key={field.name} field={field} result={result} />
        ))}
        <SubmitButton busyText="Creating the account…">Create the account</SubmitButton>
      </Form>
    </AdminFrame>
  );
}
