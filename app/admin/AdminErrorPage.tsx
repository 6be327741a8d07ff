import { Link, href, isRouteErrorResponse } from "react-router";
import { AdminFrame } from "./AdminFrame";

/** What an admin page that failed says: a role that may not open it, a form sent wrong, or our error. */
function explanation(status: number): { title: string; text: string } {
  if (status === 403) return { title: "Your role may not open this page", text: "Ask an administrator if your work needs it." };
  if (status === 404) return { title: "There is no such admin page", text: "The address may be mistyped." };
  if (status === 410)
    return {
      title: "This link is not valid any more",
      text: "It was used, a newer one was sent, or it is too old. Use the newest e-mail, or ask for a new link with “Forgot your password?” on the sign-in page.",
    };
  if (status === 400 || status === 415)
    return {
      title: "This form could not be read",
      text: "It was not sent the way its page sends it. Go back, reload the page and send it again.",
    };
  return { title: "Something went wrong on our side", text: "Please try again in a moment. The details are in the server's log." };
}

/** An admin page that failed inside the admin's frame. */
export function AdminErrorPage({ status }: { status: number }) {
  const { title, text } = explanation(status);
  return (
    <section aria-labelledby="admin-error-heading" className="max-w-2xl">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-bronze-dark">Error {status}</p>
      <h1 id="admin-error-heading" className="mt-2 text-3xl font-light tracking-tight text-ink">
        {title}
      </h1>
      <p className="mt-4 text-stone">{text}</p>
      <p className="mt-6">
        <Link to={href("/admin")} className="font-medium text-bronze-dark underline underline-offset-4">
          Back to your account
        </Link>
      </p>
    </section>
  );
}

/** The error boundary of the admin's pages for people not signed in (sign-in, setup, links): the same words in their frame. */
export function AdminFrameError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { title, text } = explanation(status);
  return (
    <AdminFrame title={title}>
      <p className="text-stone">{text}</p>
      <p className="mt-6">
        <Link to={href("/admin/sign-in")} className="font-medium text-bronze-dark underline underline-offset-4">
          Back to the sign-in page
        </Link>
      </p>
    </AdminFrame>
  );
}
