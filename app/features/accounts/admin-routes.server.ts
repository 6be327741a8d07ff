import { data, href, redirect } from "react-router";
import { z } from "zod";
import { readFormBody, withRetryAfter } from "~/platform/form-post.server";
import { withoutUnreadableText } from "~/platform/unreadable-text";
import { secureOverHttps } from "~/platform/cookies";
import type { RequestInfo } from "~/platform/request";
import type { ThrottleVerdict } from "./account-throttle.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./auth.server";
import { type AccountServices, safeNextPath } from "./guard.server";
import type { PasswordRefusal } from "./service.server";

// Loaders and actions of the admin's account pages. Forms post here (they work without
// JavaScript); every answer is private: no cache may keep it.

export const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The headers of an account page whose form may be refused with 429: private, and when to try again. */
export const throttledPageHeaders = ({ actionHeaders }: { actionHeaders: Headers }) => withRetryAfter(privateHeaders, actionHeaders);

export type FormErrors = Record<string, string[]>;
export type AccountFormResult = { message?: string; errors?: FormErrors; done?: boolean };

export const Email = z.email("Enter an e-mail address such as name@example.com.").max(254);
const Password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `A password may have at most ${MAX_PASSWORD_LENGTH} characters.`);

const NewPassword = z
  .object({ password: Password, confirm: z.string().max(MAX_PASSWORD_LENGTH) })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], message: "The two passwords are not the same." });

const FirstAdmin = NewPassword.and(z.object({ name: z.string().trim().min(1, "Enter your name.").max(120), email: Email }));

const SignIn = z.object({
  email: z.string().trim().min(1, "Enter your e-mail address.").max(254),
  password: z.string().min(1, "Enter your password.").max(MAX_PASSWORD_LENGTH),
});

const ForgotPassword = z.object({ email: z.string().trim().min(1, "Enter your e-mail address.").pipe(Email) });

/** The one answer to a reset request, whether an account has the address or not. */
export const PASSWORD_RESET_SENT =
  "If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.";

const ChangePassword = NewPassword.and(z.object({ current: z.string().min(1, "Enter your current password.").max(MAX_PASSWORD_LENGTH) }));

/** The form's text fields, without the characters no one types (NUL and other controls: app/platform/unreadable-text.ts). */
export function fieldsOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = withoutUnreadableText(value);
  return values;
}

export function errorsOf(error: z.ZodError): FormErrors {
  return z.flattenError(error).fieldErrors as FormErrors;
}

/** A redirect that carries the session cookies better-auth set, Secure when the request came over https. */
function withSession(request: Request, target: string, headers: Headers) {
  return redirect(target, { headers: secureOverHttps(request, headers) });
}

function tryAgainIn(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

function tooMany(message: string, retryAfterSeconds: number) {
  return data<AccountFormResult>({ message }, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
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
      return data<AccountFormResult>({ errors: { password: [refusal.message] } }, { status: 400 });
    case "wrong_password":
      return data<AccountFormResult>({ errors: { current: ["The current password is not right."] } }, { status: 400 });
    case "invalid_link":
      return data<AccountFormResult>({ message: LINK_NOT_VALID }, { status: 410 });
  }
}

const LINK_NOT_VALID =
  "This link is not valid any more: it was used, a newer one was sent, or it is too old. Use the newest e-mail, or ask for a new link with “Forgot your password?” on the sign-in page.";

export async function signInLoader(request: Request, services: AccountServices) {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  if (await services.accounts.currentStaff(request.headers)) throw redirect(next);
  return { next };
}

export async function signInAction(request: Request, services: AccountServices, requestInfo: Pick<RequestInfo, "clientIp">) {
  const form = fieldsOf(await readFormBody(request));
  const parsed = SignIn.safeParse(form);
  if (!parsed.success) return data<AccountFormResult>({ errors: errorsOf(parsed.error) }, { status: 400 });
  const verdict = await services.accounts.signInThrottle.attempt(requestInfo.clientIp, parsed.data.email);
  if (!verdict.allowed) return tooManySignIns(verdict, services.accounts.sendsMail);
  const result = await services.accounts.signIn(parsed.data.email, parsed.data.password, request.headers);
  // Said only after the right password, so it tells nobody else which accounts exist.
  if (!result.ok && result.disabled)
    return data<AccountFormResult>({ message: "This account is disabled. Ask an administrator to enable it." }, { status: 403 });
  if (!result.ok) return data<AccountFormResult>({ message: "The e-mail address or the password is not right." }, { status: 401 });
  return withSession(request, safeNextPath(form.next), result.headers);
}

export async function forgotPasswordAction(request: Request, services: AccountServices, requestInfo: Pick<RequestInfo, "clientIp">) {
  const parsed = ForgotPassword.safeParse(fieldsOf(await readFormBody(request)));
  if (!parsed.success) return data<AccountFormResult>({ errors: errorsOf(parsed.error) }, { status: 400 });
  const verdict = await services.accounts.passwordResetThrottle.attempt(requestInfo.clientIp, parsed.data.email);
  if (!verdict.allowed)
    return tooMany(`Too many requests for a new password. ${tryAgainIn(verdict.retryAfterSeconds)}`, verdict.retryAfterSeconds);
  await services.accounts.requestPasswordReset(parsed.data.email);
  return data<AccountFormResult>({ done: true, message: PASSWORD_RESET_SENT });
}

export async function setupLoader(request: Request, services: AccountServices) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { valid: await services.accounts.isFirstAdminToken(token) };
}

export async function setupAction(request: Request, services: AccountServices) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const parsed = FirstAdmin.safeParse(fieldsOf(await readFormBody(request)));
  if (!parsed.success) return data<AccountFormResult>({ errors: errorsOf(parsed.error) }, { status: 400 });
  const created = await services.accounts.createFirstAdmin(token, parsed.data);
  if (!created.ok && created.reason === "invalid_link")
    return data<AccountFormResult>({ message: "This setup link is not valid any more." }, { status: 410 });
  if (!created.ok) return refusedPassword(created);
  return signInWithNewPassword(request, services, parsed.data.email, parsed.data.password);
}

/** Straight into the admin with the password just chosen through a link; past any sign-in throttle, since the link proved who it is. */
async function signInWithNewPassword(request: Request, services: AccountServices, email: string, password: string) {
  const signedIn = await services.accounts.signIn(email, password, request.headers);
  return signedIn.ok ? withSession(request, href("/admin"), signedIn.headers) : redirect(href("/admin/sign-in"));
}

export async function setPasswordAction(request: Request, services: AccountServices) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const parsed = NewPassword.safeParse(fieldsOf(await readFormBody(request)));
  if (!parsed.success) return data<AccountFormResult>({ errors: errorsOf(parsed.error) }, { status: 400 });
  const set = await services.accounts.setPassword(token, parsed.data.password);
  if (!set.ok) return refusedPassword(set);
  return signInWithNewPassword(request, services, set.email, parsed.data.password);
}

export async function accountAction(request: Request, services: AccountServices) {
  const parsed = ChangePassword.safeParse(fieldsOf(await readFormBody(request)));
  if (!parsed.success) return data<AccountFormResult>({ errors: errorsOf(parsed.error) }, { status: 400 });
  const changed = await services.accounts.changePassword(request.headers, parsed.data.current, parsed.data.password);
  if (!changed.ok) return refusedPassword(changed);
  return data<AccountFormResult>(
    { done: true, message: "Your password is changed. Your other sessions are signed out." },
    { headers: secureOverHttps(request, changed.headers) },
  );
}

/** Signs out, everywhere when asked; a body that cannot be read still signs this session out. */
export async function signOutAction(request: Request, services: AccountServices) {
  const form = await readFormBody(request).catch(() => null);
  const headers =
    form?.get("everywhere") === "1"
      ? await services.accounts.signOutEverywhere(request.headers)
      : await services.accounts.signOut(request.headers);
  return withSession(request, href("/admin/sign-in"), headers);
}
