// The accounts feature's door for the admin's pages: components, roles and the access table.
export { AccountPage } from "./ui/AccountPage";
export { AdminErrorPage } from "./ui/AdminErrorPage";
export { AdminShell } from "./ui/AdminShell";
export { SetPasswordPage } from "./ui/SetPasswordPage";
export { SetupPage } from "./ui/SetupPage";
export { SignInPage } from "./ui/SignInPage";
export { adminAccess, mayOpen, openAdminRoutes, type AdminRouteId } from "./admin-access";
export { isStaffRole, roleLabels, staffRoles, type Staff, type StaffRole } from "./roles";
export type { AccountFormResult } from "./pages.server";
