import { NavLink, href } from "react-router";

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `border-b-2 px-1 py-2 text-sm font-medium ${isActive ? "border-bronze text-ink" : "border-transparent text-stone hover:text-ink"}`;

/** The two lists of the redirects' screens. */
export function RedirectsNav() {
  return (
    <nav aria-label="Redirects" className="mt-4 flex gap-6 border-b border-line">
      <NavLink to={href("/admin/redirects")} end className={tabClass}>
        Redirects
      </NavLink>
      <NavLink to={href("/admin/redirects/not-found")} className={tabClass}>
        Pages not found
      </NavLink>
    </nav>
  );
}
