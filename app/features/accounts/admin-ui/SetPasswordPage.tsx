import { Form } from "react-router";
import type { AccountFormResult } from "../admin-routes.server";
import { AdminFrame } from "./AdminFrame";
import { FormMessage } from "./FormMessage";
import { NewPasswordFields } from "./NewPasswordFields";
import { SubmitButton } from "./SubmitButton";

/** Where an invited member of staff, or one who asked for a reset, chooses their password; saving it signs them in. */
export function SetPasswordPage({ result }: { result?: AccountFormResult }) {
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
