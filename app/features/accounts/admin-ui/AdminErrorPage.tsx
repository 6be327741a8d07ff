import { Link, href } from "react-router";

/** An admin page that failed inside the admin's frame: a role that may not open it, or our error. */
export function AdminErrorPage({ status }: { status: number }) {
  const forbidden = status === 403;
  return (
    <section aria-labelledby="admin-error-heading" className="max-w-2xl">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-bronze-dark">Error {status}</p>
      <h1 id="admin-error-heading" className="mt-2 text-3xl font-light tracking-tight text-ink">
        {forbidden
          ? "Your role may not open this page"
          : status === 404
            ? "There is no such admin page"
            : "Something went wrong on our side"}
      </h1>
      <p className="mt-4 text-stone">
        {forbidden
          ? "Ask an administrator if your work needs it."
          : status === 404
            ? "The address may be mistyped."
            : "Please try again in a moment. The details are in the server's log."}
      </p>
      <p className="mt-6">
        <Link to={href("/admin")} className="font-medium text-bronze-dark underline underline-offset-4">
          Back to your account
        </Link>
      </p>
    </section>
  );
}
