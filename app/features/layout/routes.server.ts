import type { SiteConfig } from "~/lib/site-config";
import type { Logger } from "~/platform/logger";
import { toFeaturedTile } from "./featured-tile";
import type { NotificationBarData } from "~/ui/NotificationBar";
import type { Block } from "../blocks";
import type { FeaturedTile, LayoutData } from "./layout-data";
import { tileSlugs } from "./navigation";
import { NOTIFICATION_BAR_SLUG, toNotificationBar } from "../blocks/index.server";

type Components = Record<string, Block[]>;

/** What the header and footer need of the process: the content store's named components. */
export type LayoutServices = {
  content: { componentsByName: (names: string[], locale: string) => Promise<Components> };
  site: SiteConfig;
  log: Logger;
};

/** SPEC §8: a failed component fetch is swallowed and gives empty data. */
async function fetchComponents(services: LayoutServices, names: string[], locale: string): Promise<Components> {
  try {
    return await services.content.componentsByName(names, locale);
  } catch (error) {
    services.log.error({ err: error, components: names }, "layout components could not be loaded");
    return {};
  }
}

function notificationBar(services: LayoutServices, components: Components): NotificationBarData | null {
  const first = components[NOTIFICATION_BAR_SLUG]?.[0];
  if (!first) return null;
  try {
    return toNotificationBar(first.value);
  } catch (error) {
    services.log.warn({ err: error, component: NOTIFICATION_BAR_SLUG }, "notification bar failed its schema");
    return null;
  }
}

function featuredTiles(services: LayoutServices, components: Components, slugs: string[]): Record<string, FeaturedTile> {
  const tiles: Record<string, FeaturedTile> = {};
  for (const slug of slugs) {
    const elements = components[slug];
    if (!elements) continue;
    try {
      tiles[slug] = toFeaturedTile(slug, elements);
    } catch (error) {
      services.log.warn({ err: error, component: slug }, "featured tile failed its schema");
    }
  }
  return tiles;
}

/** The components shown in another locale than the page's, each with that locale's tag: they lack a translation. */
function componentLanguages(components: Components): Record<string, string> {
  return Object.fromEntries(
    Object.entries(components).flatMap(([name, blocks]) => {
      const lang = blocks.find((block) => block.lang !== undefined)?.lang;
      return lang === undefined ? [] : [[name, lang]];
    }),
  );
}

/**
 * The header and footer's data in the page's locale: the site config, the notification bar and
 * the menus' featured tiles, a component with no translation in the default locale's words.
 */
export async function loadLayoutData(services: LayoutServices, origin: string, locale: string): Promise<LayoutData> {
  const slugs = tileSlugs();
  const components = await fetchComponents(services, [NOTIFICATION_BAR_SLUG, ...slugs], locale);
  return {
    site: services.site,
    origin,
    notificationBar: notificationBar(services, components),
    featuredTiles: featuredTiles(services, components, slugs),
    componentLanguages: componentLanguages(components),
  };
}
