import type { ReactNode } from "react";
import { Form, NavLink, href } from "react-router";

const navClass = ({ isActive }: { isActive: boolean }) =>
  `border-b-2 px-1 py-4 text-sm font-medium ${isActive ? "border-bronze text-ink" : "border-transparent text-stone hover:text-ink"}`;

/** A section of the admin in the navigation: its list page, its name and what waits there ("3 new"). */
export type AdminSection = { to: string; label: string; note?: string };

type AdminShellProps = {
  /** Who is signed in, as the header says it ("Ada Lovelace · Administrator"). */
  signedIn: string;
  /** The sections the signed-in member of staff may open, in the order of the navigation. */
  sections: readonly AdminSection[];
  /** The page uses the screen's whole width (the page editor: blocks, preview and side panel). */
  wide?: boolean;
  children: ReactNode;
};

/** A route that wants the screen's whole width says so in its `handle`. */
export type AdminHandle = { wide?: boolean };

/** The frame of every signed-in admin page: who is signed in, the sections they may open, sign-out. */
export function AdminShell({ signedIn, sections, wide = false, children }: AdminShellProps) {
  const width = wide ? "max-w-[120rem]" : "max-w-6xl";
  return (
    <div className="min-h-screen bg-linen">
      <header className="border-b border-line bg-white">
        {/* The brand and who is signed in, then the sections in one row (on a phone, one that scrolls sideways). */}
        <div className={`mx-auto flex ${width} flex-wrap items-center gap-x-4 px-6`}>
          <p className="py-4 text-xs font-semibold uppercase tracking-[0.2em] text-bronze-dark">LaCantina Doors admin</p>
          <div className="ml-auto flex items-center gap-4 py-3 text-sm">
            <span className="text-stone max-sm:sr-only">{signedIn}</span>
            <Form method="post" action={href("/admin/sign-out")}>
              <button type="submit" className="font-medium text-bronze-dark underline underline-offset-4 hover:text-ink">
                Sign out
              </button>
            </Form>
          </div>
          <nav aria-label="Admin" className="-mx-6 w-[calc(100%+3rem)] overflow-x-auto px-6">
            <div className="flex gap-x-6 whitespace-nowrap">
              {sections.map((section) => (
                <NavLink key={section.to} to={section.to} className={navClass}>
                  {section.label}
                  {section.note ? (
                    <span className="ml-1.5 rounded-full bg-bronze-dark px-2 py-0.5 text-xs font-semibold text-white">{section.note}</span>
                  ) : null}
                </NavLink>
              ))}
              <NavLink to={href("/admin")} end className={navClass}>
                Your account
              </NavLink>
            </div>
          </nav>
        </div>
      </header>
      <div className={`mx-auto ${width} px-6 py-10`}>{children}</div>
    </div>
  );
}
