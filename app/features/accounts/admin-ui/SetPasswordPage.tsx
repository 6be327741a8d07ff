import { Form, Link, href } from "react-router";
import type { AccountFormResult } from "../pages.server";
import { AdminFrame } from "./AdminFrame";
import { FormMessage } from "./FormMessage";
import { NewPasswordFields } from "./NewPasswordFields";
import { SubmitButton } from "./SubmitButton";

/** Where an invited member of staff chooses their password. */
export function SetPasswordPage({ result }: { result?: AccountFormResult }) {
  if (result?.done)
    return (
      <AdminFrame title="Your password is set">
        <p className="mb-6 text-stone">You can sign in with it now.</p>
        <Link to={href("/admin/sign-in")} className="font-medium text-bronze-dark underline underline-offset-4">
          Sign in
        </Link>
      </AdminFrame>
    );
  return (
    <AdminFrame title="Choose your password">
      <FormMessage message={result?.message} tone="error" />
      <Form method="post" className="space-y-5" noValidate>
        <NewPasswordFields errors={result?.errors} />
        <SubmitButton busyText="Saving…">Save the password</SubmitButton>
      </Form>
    </AdminFrame>
  );
}
