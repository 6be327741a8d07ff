import { TextField } from "~/features/leads";

/** The password a member of staff has now: at sign-in and before choosing a new one. */
export function CurrentPasswordField({ name, label, errors }: { name: string; label: string; errors?: string[] }) {
  return <TextField name={name} label={label} type="password" autoComplete="current-password" required errors={errors} />;
}
