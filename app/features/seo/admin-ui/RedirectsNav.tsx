import { NavLink, href } from "react-router";
import { adminTabClass } from "~/admin/admin-buttons";

const tabClass = ({ isActive }: { isActive: boolean }) => adminTabClass(isActive);

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
