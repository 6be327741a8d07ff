import { useEffect } from "react";
import { href, useLocation } from "react-router";
import { pushDataLayer } from "./data-layer";

/** SPEC §2: no virtual page view on the technical documents page or any search page. */
export function sendsPageView(pathname: string): boolean {
  if (pathname === href("/support/technical-documents")) return false;
  // Staff at work in the admin are not visitors.
  const admin = href("/admin");
  if (pathname === admin || pathname.startsWith(`${admin}/`)) return false;
  const search = href("/search");
  return !(pathname === search || pathname.startsWith(`${search}/`));
}

export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!sendsPageView(pathname)) return;
    // The title is set by <Meta /> in the same commit; read it after paint.
    const frame = requestAnimationFrame(() => pushDataLayer({ event: "virtualPageview", path: pathname, title: document.title }));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
