// The accounts feature's server door: the service, the role guard and the pages' loaders and actions.
export { createAccountService, type AccountService, type NewStaff } from "./service.server";
export type { MailTransport, StaffMailer } from "./staff-mail.server";
export { requireStaff, safeNextPath, type AccountServices } from "./guard.server";
export {
  accountAction,
  accountLoader,
  forgotPasswordAction,
  privateHeaders,
  setPasswordAction,
  setupAction,
  setupLoader,
  signInAction,
  signInLoader,
  signOutAction,
} from "./pages.server";
