// The accounts feature's server door: the service, the admin's guard and the pages' loaders and actions.
export { createAccountService, type AccountService } from "./service.server";
export { linkOriginsOf } from "./link-origins.server";
export type { NewStaff } from "./users";
export { frameStaffOf, guardStaff, safeNextPath, staffMayChange, staffOf, type AccountServices } from "./guard.server";
export {
  accountAction,
  accountFields,
  forgotPasswordAction,
  privateHeaders,
  setPasswordAction,
  setPasswordLoader,
  setupAction,
  setupLoader,
  signInAction,
  signInLoader,
  signOutAction,
  throttledPageHeaders,
} from "./admin-routes.server";
export { usersAction, usersLoader } from "./admin-users-routes.server";
