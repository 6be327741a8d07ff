import type { StaffRole } from "./roles";

export type NewStaff = { email: string; name: string; role: StaffRole };

/** Where an account stands: it signs in, its owner has not chosen a password yet, or an administrator disabled it. */
export const staffStatuses = ["active", "invited", "disabled"] as const;
export type StaffStatus = (typeof staffStatuses)[number];

export const statusLabels: Record<StaffStatus, string> = {
  active: "Active",
  invited: "Invited (no password yet)",
  disabled: "Disabled",
};

/** One account, as the users screen lists it. */
export type StaffMember = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  lastSignInAt: string | null;
  createdAt: string;
};

export type UserRefusal = "not_found" | "exists" | "self" | "last_admin" | "not_invited" | "disabled";

/** A change to an account: made, or refused for a reason the screen says in words. */
export type UserChange<T = object> = ({ ok: true } & T) | { ok: false; reason: UserRefusal };

export const userRefusals: Record<UserRefusal, string> = {
  not_found: "This account does not exist any more.",
  exists: "An account with this e-mail address exists already.",
  self: "You cannot disable your own account. Ask another administrator.",
  last_admin: "This is the last administrator who can sign in. Make someone else an administrator first.",
  not_invited: "This person has chosen a password already: there is no invitation to send again.",
  disabled: "This account is disabled. Enable it first.",
};
