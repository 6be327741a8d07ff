import { Form, Link, href } from "react-router";
import { TextField } from "~/features/leads";
import type { AccountFormResult } from "../admin-routes.server";
import { AdminFrame } from "./AdminFrame";
import { CurrentPasswordField } from "./CurrentPasswordField";
import { FormMessage } from "./FormMessage";
import { SubmitButton } from "./SubmitButton";

export function SignInPage({ next, result }: { next: string; result?: AccountFormResult }) {
  return (
    <AdminFrame title="Sign in">
      <FormMessage message={result?.message} tone="error" />
      <Form method="post" className="space-y-5" noValidate>
        <input type="hidden" name="next" value={next} />
        <TextField name="email" label="E-mail address" type="email" autoComplete="username" required errors={result?.errors?.email} />
        <CurrentPasswordField name="password" label="Password" errors={result?.errors?.password} />
        <SubmitButton busyText="Signing in…">Sign in</SubmitButton>
      </Form>
      <p className="mt-6 text-sm">
        <Link to={href("/admin/forgot-password")} className="font-medium text-bronze-dark underline underline-offset-4">
          Forgot your password?
        </Link>
      </p>
    </AdminFrame>
  );
}
