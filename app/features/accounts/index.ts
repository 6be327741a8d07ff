// The accounts feature's door: the account pages, roles, the access table and what the admin's shell shows of the signed-in staff.
export { AccountPage } from "./admin-ui/AccountPage";
export { ForgotPasswordPage } from "./admin-ui/ForgotPasswordPage";
export { SetPasswordPage } from "./admin-ui/SetPasswordPage";
export { SetupPage } from "./admin-ui/SetupPage";
export { SignInPage } from "./admin-ui/SignInPage";
export { refusedStaffOf, shellOf } from "./admin-ui/staff-shell";
export { adminAccess, mayChange, mayOpen, openAdminRoutes, readOnlyAccess, type AdminRouteId } from "./admin-access";
export { isStaffRole, roleLabels, staffRoles, type Staff, type StaffRole } from "./roles";
export { UsersPage } from "./admin-ui/UsersPage";
