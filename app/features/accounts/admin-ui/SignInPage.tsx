import { Form, Link, href } from "react-router";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { AccountFields } from "../admin-routes.server";
import type { FormResult } from "~/admin/form-result";
import { AdminFrame } from "~/admin/AdminFrame";
import { FormMessage } from "~/admin/FormMessage";
import { SubmitButton } from "~/admin/SubmitButton";

export function SignInPage({ next, fields, result }: { next: string; fields: AccountFields["signIn"]; result?: FormResult }) {
  return (
    <AdminFrame title="Sign in">
      <FormMessage message={result?.message} tone="error" />
      <Form method="post" className="space-y-5" noValidate>
        <HiddenValues values={{ next }} />
        <SchemaField field={fields.email} result={result} />
        <SchemaField field={fields.password} result={result} />
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
