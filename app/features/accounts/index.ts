// The accounts feature's door for the admin's pages: components, roles and the access table.
export { AccountPage } from "./admin-ui/AccountPage";
export { AdminErrorPage } from "./admin-ui/AdminErrorPage";
export { AdminPageHeader } from "./admin-ui/AdminPageHeader";
export { AdminShell } from "./admin-ui/AdminShell";
export { ForgotPasswordPage } from "./admin-ui/ForgotPasswordPage";
export { FormMessage } from "./admin-ui/FormMessage";
export { SetPasswordPage } from "./admin-ui/SetPasswordPage";
export { SetupPage } from "./admin-ui/SetupPage";
export { SignInPage } from "./admin-ui/SignInPage";
export { adminAccess, mayOpen, openAdminRoutes, type AdminRouteId } from "./admin-access";
export { isStaffRole, roleLabels, staffRoles, type Staff, type StaffRole } from "./roles";
export type { AccountFormResult } from "./pages.server";
export { AdminDialog } from "./admin-ui/AdminDialog";
export { AdminSelect, filterControlClass } from "./admin-ui/AdminSelect";
export { AdminTable } from "./admin-ui/AdminTable";
export { formatChange } from "./admin-ui/admin-dates";
export { UsersPage } from "./admin-ui/UsersPage";
export type { UsersResult } from "./users-page.server";
