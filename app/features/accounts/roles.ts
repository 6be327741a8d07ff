/** Who may do what in the admin (issue "Editors run the site"): the server checks every route. */
export const staffRoles = ["admin", "editor", "sales"] as const;

export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<StaffRole, string> = {
  admin: "Administrator",
  editor: "Editor",
  sales: "Sales",
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}

/** A signed-in member of staff, as loaders and the admin screens see them. */
export type Staff = { id: string; email: string; name: string; role: StaffRole };

export function isStaff(value: unknown): value is Staff {
  if (typeof value !== "object" || value === null) return false;
  const { id, email, name, role } = value as Record<string, unknown>;
  return typeof id === "string" && typeof email === "string" && typeof name === "string" && isStaffRole(role);
}
