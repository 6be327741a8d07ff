import { Form } from "react-router";
import type { FormResult } from "~/admin/form-result";
import { AdminFrame } from "~/admin/AdminFrame";
import { FormMessage } from "~/admin/FormMessage";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { AccountFields } from "../admin-routes.server";
import { SubmitButton } from "~/admin/SubmitButton";

/** Where an invited member of staff, or one who asked for a reset, chooses their password; saving it signs them in. */
export function SetPasswordPage({ fields, result }: { fields: AccountFields["setPassword"]; result?: FormResult }) {
  return (
    <AdminFrame title="Choose your password">
      <FormMessage message={result?.message} tone="error" />
      <Form method="post" className="space-y-5" noValidate>
        <SchemaField field={fields.password} result={result} />
        <SchemaField field={fields.confirm} result={result} />
        <SubmitButton busyText="Saving…">Save the password</SubmitButton>
      </Form>
    </AdminFrame>
  );
}
