import type { AppServices } from "../../services.server";
import type { Block } from "../content";
import { toFeaturedTile } from "./featured-tile";
import type { FeaturedTile, LayoutData, NotificationBarData } from "./layout-data";
import { tileSlugs } from "./navigation";
import { NOTIFICATION_BAR_SLUG, toNotificationBar } from "./notification-bar";

type Components = Record<string, Block[]>;

/** SPEC §8: a failed component fetch is swallowed and gives empty data. */
async function fetchComponents(services: AppServices, names: string[]): Promise<Components> {
  try {
    return await services.content.componentsByName(names);
  } catch (error) {
    services.log.error({ err: error, components: names }, "layout components could not be loaded");
    return {};
  }
}

function notificationBar(services: AppServices, components: Components): NotificationBarData | null {
  const first = components[NOTIFICATION_BAR_SLUG]?.[0];
  if (!first) return null;
  try {
    return toNotificationBar(first.value);
  } catch (error) {
    services.log.warn({ err: error, component: NOTIFICATION_BAR_SLUG }, "notification bar failed its schema");
    return null;
  }
}

function featuredTiles(services: AppServices, components: Components, slugs: string[]): Record<string, FeaturedTile> {
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

/** The header and footer's data: the site config, the notification bar and the menus' featured tiles. */
export async function loadLayoutData(services: AppServices, origin: string): Promise<LayoutData> {
  const slugs = tileSlugs();
  const components = await fetchComponents(services, [NOTIFICATION_BAR_SLUG, ...slugs]);
  return {
    site: services.site,
    origin,
    notificationBar: notificationBar(services, components),
    featuredTiles: featuredTiles(services, components, slugs),
  };
}
