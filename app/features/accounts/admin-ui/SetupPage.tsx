import { Form } from "react-router";
import { TextField } from "~/features/leads";
import type { AccountFormResult } from "../admin-routes.server";
import { AdminFrame } from "./AdminFrame";
import { FormMessage } from "./FormMessage";
import { NewPasswordFields } from "./NewPasswordFields";
import { SubmitButton } from "./SubmitButton";

/** The first administrator's account, from the one-time link the server logs while no account exists. */
export function SetupPage({ valid, result }: { valid: boolean; result?: AccountFormResult }) {
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
        <TextField name="name" label="Your name" autoComplete="name" required errors={result?.errors?.name} />
        <TextField name="email" label="E-mail address" type="email" autoComplete="username" required errors={result?.errors?.email} />
        <NewPasswordFields errors={result?.errors} />
        <SubmitButton busyText="Creating the account…">Create the account</SubmitButton>
      </Form>
    </AdminFrame>
  );
}
