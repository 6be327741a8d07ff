import { Form, Link, href } from "react-router";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { AccountFields } from "../admin-routes.server";
import type { FormResult } from "~/admin/form-result";
import { AdminFrame } from "~/admin/AdminFrame";
import { FormMessage } from "~/admin/FormMessage";
import { SubmitButton } from "~/admin/SubmitButton";

const backToSignIn = (
  <Link to={href("/admin/sign-in")} className="font-medium text-bronze-dark underline underline-offset-4">
    Back to sign in
  </Link>
);

/** Where a member of staff who forgot their password asks for a link to choose a new one. */
export function ForgotPasswordPage({ fields, result }: { fields: AccountFields["forgotPassword"]; result?: FormResult }) {
  if (result?.tone === "done")
    return (
      <AdminFrame title="Check your e-mail">
        <FormMessage message={result.message} tone="done" />
        {backToSignIn}
      </AdminFrame>
    );
  return (
    <AdminFrame title="Forgot your password?">
      <p className="mb-6 text-stone">Enter the e-mail address of your account: we will send it a link to choose a new password.</p>
      <FormMessage message={result?.message} tone="error" />
      <Form method="post" className="mb-6 space-y-5" noValidate>
        <SchemaField field={fields.email} result={result} />
        <SubmitButton busyText="Sending…">Send the link</SubmitButton>
      </Form>
      {backToSignIn}
    </AdminFrame>
  );
}
