import { Form, Link, href } from "react-router";
import { TextField } from "~/features/leads";
import type { AccountFormResult } from "../admin-routes.server";
import { AdminFrame } from "./AdminFrame";
import { FormMessage } from "./FormMessage";
import { SubmitButton } from "./SubmitButton";

const backToSignIn = (
  <Link to={href("/admin/sign-in")} className="font-medium text-bronze-dark underline underline-offset-4">
    Back to sign in
  </Link>
);

/** Where a member of staff who forgot their password asks for a link to choose a new one. */
export function ForgotPasswordPage({ result }: { result?: AccountFormResult }) {
  if (result?.done)
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
        <TextField name="email" label="E-mail address" type="email" autoComplete="username" required errors={result?.errors?.email} />
        <SubmitButton busyText="Sending…">Send the link</SubmitButton>
      </Form>
      {backToSignIn}
    </AdminFrame>
  );
}
