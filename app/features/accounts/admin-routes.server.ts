import type { FieldErrors, FormResult } from "~/admin/form-result";
import { data, href, redirect } from "react-router";
import { z } from "zod";
import { readFormBody, withRetryAfter } from "~/platform/form-post.server";
import { parseForm } from "~/admin/forms/parse-form.server";
import { formFieldsOf } from "~/admin/forms/schema-fields.server";
import { secureOverHttps } from "~/platform/cookies";
import type { RequestInfo } from "~/platform/request";
import type { ThrottleVerdict } from "./account-throttle.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./auth.server";
import { type AccountServices, safeNextPath } from "./guard.server";
import { startFor } from "./admin-access";
import type { PasswordRefusal } from "./service.server";

// Loaders and actions of the admin's account pages. Forms post here (they work without
// JavaScript); every answer is private: no cache may keep it.

export const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The headers of an account page whose form may be refused with 429: private, and when to try again. */
export const throttledPageHeaders = ({ actionHeaders }: { actionHeaders: Headers }) => withRetryAfter(privateHeaders, actionHeaders);

export const Email = z.email("Enter an e-mail address such as name@example.com.").max(254);
const Password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `A password may have at most ${MAX_PASSWORD_LENGTH} characters.`);

const PASSWORD_HINT =
  "At least 12 characters. A few unrelated words make a strong password; common ones, and ones made of your name or e-mail address, are refused.";

const AccountEmail = z
  .string()
  .trim()
  .min(1, "Enter your e-mail address.")
  .pipe(Email)
  .meta({ label: "E-mail address", autoComplete: "username" });

/** A new password and its confirmation, the same in the setup, set-password and account forms. */
const newPassword = (label: string) => ({
  password: Password.meta({ label, hint: PASSWORD_HINT, input: "password", autoComplete: "new-password" }),
  confirm: z
    .string()
    .min(1, "Type the password a second time.")
    .max(MAX_PASSWORD_LENGTH)
    .meta({ label: "Repeat the password", input: "password", autoComplete: "new-password" }),
});
/** The check of a form with a new password: typed the same twice. */
const sameTwice: [(value: { password: string; confirm: string }) => boolean, { path: string[]; message: string }] = [
  (value) => value.password === value.confirm,
  { path: ["confirm"], message: "The two passwords are not the same." },
];

const NewPassword = z.object(newPassword("Password")).refine(...sameTwice);

const FirstAdmin = z
  .object({
    name: z.string().trim().min(1, "Enter your name.").max(120).meta({ label: "Your name", autoComplete: "name" }),
    email: AccountEmail,
    ...newPassword("Password"),
  })
  .refine(...sameTwice);

const SignIn = z.object({
  email: z.string().trim().min(1, "Enter your e-mail address.").max(254).meta({ label: "E-mail address", autoComplete: "username" }),
  password: z
    .string()
    .min(1, "Enter your password.")
    .max(MAX_PASSWORD_LENGTH)
    .meta({ label: "Password", input: "password", autoComplete: "current-password" }),
  // Where to go after signing in; safeNextPath keeps it on this site.
  // An address too long to be one of this site's is no reason to refuse the sign-in: it goes to the admin's start.
  next: z.string().max(2000).optional().catch(undefined).meta({ label: "Then open" }),
});

const ForgotPassword = z.object({ email: AccountEmail });

/** Signing out, of this session or (`everywhere`) of all of them. */
const SignOut = z.object({ everywhere: z.literal("1").optional().meta({ label: "Every session" }) });

const ChangePassword = z
  .object({
    current: z
      .string()
      .min(1, "Enter your current password.")
      .max(MAX_PASSWORD_LENGTH)
      .meta({ label: "Current password", input: "password", autoComplete: "current-password" }),
    ...newPassword("New password"),
  })
  .refine(...sameTwice);

/** The account pages' forms, as their pages draw them. */
export const accountFields = {
  signIn: formFieldsOf(SignIn),
  setup: formFieldsOf(FirstAdmin),
  setPassword: formFieldsOf(NewPassword),
  forgotPassword: formFieldsOf(ForgotPassword),
  changePassword: formFieldsOf(ChangePassword),
};
export type AccountFields = typeof accountFields;

/** The one answer to a reset request, whether an account has the address or not. */
export const PASSWORD_RESET_SENT =
  "If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.";

/** A refused form: the messages at their fields, and what was typed (never a password). */
const refusedFields = ({ errors, values }: { errors: FieldErrors; values: Record<string, string> }) =>
  data<FormResult>({ tone: "error", errors, values }, { status: 400 });

/** A redirect that carries the session cookies better-auth set, Secure when the request came over https. */
function withSession(request: Request, target: string, headers: Headers) {
  return redirect(target, { headers: secureOverHttps(request, headers) });
}

function tryAgainIn(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

function tooMany(message: string, retryAfterSeconds: number) {
  return data<FormResult>({ tone: "error", message }, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
}

/**
 * A refused sign-in says whose attempts were too many; where e-mail can be sent, a reset link is
 * the way in that no throttle stops (the link signs its owner in).
 */
function tooManySignIns(verdict: Exclude<ThrottleVerdict, { allowed: true }>, sendsMail: boolean) {
  const what =
    verdict.tooMany === "from-address" ? "Too many sign-in attempts from this address." : "Too many sign-in attempts on this account.";
  const way = sendsMail ? " Or use “Forgot your password?” below: the link we e-mail you signs you in." : "";
  return tooMany(`${what} ${tryAgainIn(verdict.retryAfterSeconds)}${way}`, verdict.retryAfterSeconds);
}

/** A new password that was not set: the field says why, or the page does for a link that no longer works. */
function refusedPassword(refusal: PasswordRefusal) {
  switch (refusal.reason) {
    case "weak":
      return data<FormResult>({ tone: "error", errors: { password: [refusal.message] } }, { status: 400 });
    case "wrong_password":
      return data<FormResult>({ tone: "error", errors: { current: ["The current password is not right."] } }, { status: 400 });
    case "invalid_link":
      return data<FormResult>({ tone: "error", message: LINK_NOT_VALID }, { status: 410 });
  }
}

const LINK_NOT_VALID =
  "This link is not valid any more: it was used, a newer one was sent, or it is too old. Use the newest e-mail, or ask for a new link with “Forgot your password?” on the sign-in page.";

export async function signInLoader(request: Request, services: AccountServices) {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  if (await services.accounts.currentStaff(request.headers)) throw redirect(next);
  return { next, fields: accountFields.signIn };
}

export async function signInAction(request: Request, services: AccountServices, requestInfo: Pick<RequestInfo, "clientIp">) {
  const parsed = parseForm(SignIn, await readFormBody(request));
  if (!parsed.ok) return refusedFields(parsed);
  const verdict = await services.accounts.signInThrottle.attempt(requestInfo.clientIp, parsed.data.email);
  if (!verdict.allowed) return tooManySignIns(verdict, services.accounts.sendsMail);
  const result = await services.accounts.signIn(parsed.data.email, parsed.data.password, request.headers);
  // Said only after the right password, so it tells nobody else which accounts exist.
  if (!result.ok && result.disabled)
    return data<FormResult>({ tone: "error", message: "This account is disabled. Ask an administrator to enable it." }, { status: 403 });
  if (!result.ok) return data<FormResult>({ tone: "error", message: "The e-mail address or the password is not right." }, { status: 401 });
  // An address to go on to is kept; without one (the admin's start), each role starts where it works.
  const next = safeNextPath(parsed.data.next ?? null);
  return withSession(request, next === href("/admin") ? startFor(result.staff.role) : next, result.headers);
}

export async function forgotPasswordAction(request: Request, services: AccountServices, requestInfo: Pick<RequestInfo, "clientIp">) {
  const parsed = parseForm(ForgotPassword, await readFormBody(request));
  if (!parsed.ok) return refusedFields(parsed);
  const verdict = await services.accounts.passwordResetThrottle.attempt(requestInfo.clientIp, parsed.data.email);
  if (!verdict.allowed)
    return tooMany(`Too many requests for a new password. ${tryAgainIn(verdict.retryAfterSeconds)}`, verdict.retryAfterSeconds);
  await services.accounts.requestPasswordReset(parsed.data.email);
  return data<FormResult>({ tone: "done", message: PASSWORD_RESET_SENT });
}

export async function setupLoader(request: Request, services: AccountServices) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { valid: await services.accounts.isFirstAdminToken(token), fields: accountFields.setup };
}

export async function setupAction(request: Request, services: AccountServices) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const parsed = parseForm(FirstAdmin, await readFormBody(request));
  if (!parsed.ok) return refusedFields(parsed);
  const created = await services.accounts.createFirstAdmin(token, parsed.data);
  if (!created.ok && created.reason === "invalid_link")
    return data<FormResult>({ tone: "error", message: "This setup link is not valid any more." }, { status: 410 });
  if (!created.ok) return refusedPassword(created);
  return signInWithNewPassword(request, services, parsed.data.email, parsed.data.password);
}

/** Straight into the admin with the password just chosen through a link; past any sign-in throttle, since the link proved who it is. */
async function signInWithNewPassword(request: Request, services: AccountServices, email: string, password: string) {
  const signedIn = await services.accounts.signIn(email, password, request.headers);
  return signedIn.ok ? withSession(request, startFor(signedIn.staff.role), signedIn.headers) : redirect(href("/admin/sign-in"));
}

/** The set-password page: whose account the link is for; a used, replaced or expired link answers 410 and shows no form. */
export async function setPasswordLoader(request: Request, services: AccountServices) {
  const owner = await services.accounts.setPasswordLinkOwner(new URL(request.url).searchParams.get("token") ?? "");
  if (!owner) throw data({ message: LINK_NOT_VALID }, { status: 410 });
  return { account: owner.email, fields: accountFields.setPassword };
}

export async function setPasswordAction(request: Request, services: AccountServices) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const parsed = parseForm(NewPassword, await readFormBody(request));
  if (!parsed.ok) return refusedFields(parsed);
  const set = await services.accounts.setPassword(token, parsed.data.password);
  if (!set.ok) return refusedPassword(set);
  return signInWithNewPassword(request, services, set.email, parsed.data.password);
}

export async function accountAction(request: Request, services: AccountServices) {
  const parsed = parseForm(ChangePassword, await readFormBody(request));
  if (!parsed.ok) return refusedFields(parsed);
  const changed = await services.accounts.changePassword(request.headers, parsed.data.current, parsed.data.password);
  if (!changed.ok) return refusedPassword(changed);
  return data<FormResult>(
    { tone: "done", message: "Your password is changed. Your other sessions are signed out." },
    { headers: secureOverHttps(request, changed.headers) },
  );
}

/** Signs out, everywhere when asked; a body that cannot be read still signs this session out. */
export async function signOutAction(request: Request, services: AccountServices) {
  const form = await readFormBody(request).catch(() => null);
  const parsed = form ? parseForm(SignOut, form) : null;
  const headers =
    parsed?.ok && parsed.data.everywhere
      ? await services.accounts.signOutEverywhere(request.headers)
      : await services.accounts.signOut(request.headers);
  return withSession(request, href("/admin/sign-in"), headers);
}
