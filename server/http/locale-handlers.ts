import { type RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router";
import type { LocaleRegistry, RegisteredLocale } from "../../app/i18n/locales.server";
import { splitLocalePrefix } from "../../app/i18n/locale";

const ADMIN = /^\/admin(?:\/|$)/;

type RequestHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

/** The locale an address is in, and the handler that answers it. */
export type LocaleRoute = { locale: RegisteredLocale; handle: RequestHandler };

/**
 * One React Router handler per locale, each the same build with the locale's prefix as its
 * basename (docs/decisions/0055): every route answers under every prefix, and the browser keeps
 * the basename it hydrated with, so the page's links stay in its locale.
 */
export function localeHandlers(
  registry: LocaleRegistry,
  getBuild: () => Promise<ServerBuild>,
  mode: "development" | "production",
): (pathname: string) => LocaleRoute {
  const routeOf = (locale: RegisteredLocale): LocaleRoute => {
    // React Router builds its route matcher once per build object: keep one object per build.
    const builds = new WeakMap<ServerBuild, ServerBuild>();
    const getLocaleBuild = async () => {
      const build = await getBuild();
      let localized = builds.get(build);
      if (!localized) {
        localized = locale.prefix === "" ? build : { ...build, basename: locale.prefix };
        builds.set(build, localized);
      }
      return localized;
    };
    return { locale, handle: createRequestHandler(getLocaleBuild, mode) };
  };
  const byDefault = routeOf(registry.defaultLocale);
  const prefixed = new Map(registry.all.filter((locale) => locale.prefix !== "").map((locale) => [locale.prefix, routeOf(locale)]));
  // A first segment the registry does not serve (`/xx-yy/…`, `/FR-CA/…`) is an address of the default
  // locale like any other: a content path, and a 404 where there is none. So is the admin under a
  // prefix: staff work in one place, whatever locale they edit.
  return (pathname) => {
    const { prefix, rest } = splitLocalePrefix(pathname);
    return (ADMIN.test(rest) ? undefined : prefixed.get(prefix)) ?? byDefault;
  };
}
