import { Link, href } from "react-router";

/** Shown when even the not-found content page cannot be rendered; never shows a stack trace. */
export function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-bronze">{notFound ? "Error 404" : `Error ${status}`}</p>
      <h1 className="mt-4 text-4xl font-light tracking-tight">
        {notFound ? "We couldn't find that page" : "Something went wrong on our side"}
      </h1>
      <p className="mt-4 text-lg text-stone">
        {notFound
          ? "The page may have moved, or the address may be mistyped."
          : "Please try again in a moment. If the problem continues, call us and we will help."}
      </p>
      <p className="mt-8 flex flex-wrap justify-center gap-6">
        <Link to="/" className="underline underline-offset-4">
          Home
        </Link>
        <Link to={href("/products/folding-doors")} className="underline underline-offset-4">
          Products
        </Link>
        <Link to={href("/request-quote")} className="underline underline-offset-4">
          Request a Quote
        </Link>
      </p>
    </section>
  );
}
