import { Link, href } from "react-router";
import { useMessages } from "~/i18n/LocaleProvider";
import { uiMessages } from "./messages";

/** Shown when even the not-found content page cannot be rendered; never shows a stack trace. */
export function ErrorPage({ status }: { status: number }) {
  const t = useMessages(uiMessages);
  const notFound = status === 404;
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-bronze">{t("errorStatus", { status })}</p>
      <h1 className="mt-4 text-4xl font-light tracking-tight">{t(notFound ? "notFoundTitle" : "errorTitle")}</h1>
      <p className="mt-4 text-lg text-stone">{t(notFound ? "notFoundText" : "errorText")}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-6">
        <Link to="/" className="underline underline-offset-4">
          {t("home")}
        </Link>
        <Link to={href("/products/folding-doors")} className="underline underline-offset-4">
          {t("products")}
        </Link>
        <Link to={href("/request-quote")} className="underline underline-offset-4">
          {t("requestAQuote")}
        </Link>
      </p>
    </section>
  );
}
