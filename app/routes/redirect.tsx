import { href, redirect } from "react-router";
import type { Route } from "./+types/redirect";

// SPEC §2 redirects, exact paths only.
const permanentRedirects: Record<string, string> = {
  [href("/products")]: href("/products/folding-doors"),
  [href("/professionals")]: "/professionals/architects-designers-builders",
};

export function loader({ url }: Route.LoaderArgs) {
  const { pathname, search } = url;
  const target = permanentRedirects[pathname.replace(/\/+$/, "")] ?? "/";
  throw redirect(`${target}${search}`, 301);
}
