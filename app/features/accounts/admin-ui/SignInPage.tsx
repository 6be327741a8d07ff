import { Form, Link, href } from "react-router";
import { TextField } from "~/ui/fields";
import type { FormResult } from "~/admin/form-result";
import { AdminFrame } from "~/admin/AdminFrame";
import { CurrentPasswordField } from "./CurrentPasswordField";
import { FormMessage } from "~/admin/FormMessage";
import { SubmitButton } from "~/admin/SubmitButton";

export function SignInPage({ next, result }: { next: string; result?: FormResult }) {
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
