import type { ReactNode } from "react";
import { Link } from "react-router";

type AdminPageHeaderProps = { id: string; title: string; back: { to: string; label: string }; children?: ReactNode };

/** The top of an admin page about one thing: the way back to its list, its name (labelled by `id`) and a line about it. */
export function AdminPageHeader({ id, title, back, children }: AdminPageHeaderProps) {
  return (
    <header>
      <Link to={back.to} className="text-sm text-bronze-dark underline underline-offset-4">
        {back.label}
      </Link>
      <h1 id={id} className="mt-3 text-3xl font-light tracking-tight text-ink">
        {title}
      </h1>
      {children ? <p className="mt-2 text-sm text-stone">{children}</p> : null}
    </header>
  );
}
