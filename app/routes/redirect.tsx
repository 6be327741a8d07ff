import { data, href, redirect } from "react-router";
import type { Route } from "./+types/redirect";

// SPEC §2 redirects. React Router matches these routes in any letter case, so /PRODUCTS goes where /products goes.
const permanentRedirects: Record<string, string> = {
  [href("/products")]: href("/products/folding-doors"),
  [href("/professionals")]: "/professionals/architects-designers-builders",
};

export function loader({ url }: Route.LoaderArgs) {
  const { pathname, search } = url;
  const target = permanentRedirects[pathname.replace(/\/+$/, "").toLowerCase()];
  if (!target) throw data(null, { status: 404 });
  throw redirect(`${target}${search}`, 301);
}
