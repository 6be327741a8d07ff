import { Form } from "react-router";
import type { FormResult } from "~/admin/form-result";
import { AdminFrame } from "~/admin/AdminFrame";
import { FormMessage } from "~/admin/FormMessage";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { AccountFields } from "../admin-routes.server";
import { SubmitButton } from "~/admin/SubmitButton";

type SetPasswordPageProps = {
  /** The e-mail address of the account the link is for (a link that no longer works never shows the form). */
  account: string;
  fields: AccountFields["setPassword"];
  result?: FormResult;
};

/** Where an invited member of staff, or one who asked for a reset, chooses their password for the account it names; saving it signs them in. */
export function SetPasswordPage({ account, fields, result }: SetPasswordPageProps) {
  return (
    <AdminFrame title="Choose your password">
      <p className="mb-5 text-sm text-stone">
        For the account <strong className="font-medium text-ink">{account}</strong>. Saving it signs you in.
      </p>
      <FormMessage message={result?.message} tone="error" />
      <Form method="post" className="space-y-5" noValidate>
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" autoComplete="username" value={account} readOnly hidden />
        <SchemaField field={fields.password} result={result} />
        <SchemaField field={fields.confirm} result={result} />
        <SubmitButton busyText="Saving…">Save the password</SubmitButton>
      </Form>
    </AdminFrame>
  );
}
