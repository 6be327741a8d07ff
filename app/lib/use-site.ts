import { useRouteLoaderData } from "react-router";
import { defaultSiteConfig, type SiteConfig } from "./site-config";

type RootData = { site: SiteConfig; origin: string; fillToken?: string };

export function useSite(): SiteConfig {
  return useRouteLoaderData<RootData>("root")?.site ?? defaultSiteConfig;
}

/** The lead forms' fill token issued with the document, for forms that content places on any page. */
export function useFillToken(): string {
  return useRouteLoaderData<RootData>("root")?.fillToken ?? "";
}

/** The origins whose links count as internal: where we are served and the canonical host. */
export function useSiteOrigins(): string[] {
  const data = useRouteLoaderData<RootData>("root");
  const site = data?.site ?? defaultSiteConfig;
  return [data?.origin, `https://${site.canonicalHost}`, `http://${site.canonicalHost}`].filter((origin): origin is string =>
    Boolean(origin),
  );
}

/** For `meta` functions, which cannot use hooks: the site config from the root match. */
export function siteFromMatches(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): SiteConfig {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return root?.site ?? defaultSiteConfig;
}
