// The accounts feature's server door: the service, the role guard and the pages' loaders and actions.
export { createAccountService, type AccountService } from "./service.server";
export { linkOriginsOf } from "./link-origins.server";
export type { NewStaff } from "./users";
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
  throttledPageHeaders,
} from "./pages.server";
export { usersAction, usersLoader } from "./users-page.server";
