import { TextField } from "~/features/leads";
import type { FormErrors } from "../admin-routes.server";

const PASSWORD_HINT =
  "At least 12 characters. A few unrelated words make a strong password; common ones, and ones made of your name or e-mail address, are refused.";

/** The new password and its confirmation, shared by the setup, set-password and account forms. */
export function NewPasswordFields({ errors, label = "Password" }: { errors?: FormErrors; label?: string }) {
  return (
    <>
      <TextField
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        errors={errors?.password}
      />
      <TextField name="confirm" label="Repeat the password" type="password" autoComplete="new-password" required errors={errors?.confirm} />
    </>
  );
}
