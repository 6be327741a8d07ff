import type { SiteConfig } from "~/lib/site-config";
import type { NotificationBarData } from "~/ui/NotificationBar";

export type FeaturedTile = {
  slug: string;
  image: { image_url: string; alt_text: string; width: number; height: number };
  description: string;
  link: { link_url: string; link_text: string };
};

export type LayoutData = {
  site: SiteConfig;
  origin: string;
  notificationBar: NotificationBarData | null;
  featuredTiles: Record<string, FeaturedTile>;
  /**
   * The components (by name) shown in another language than the page's, with its tag: those with
   * no translation in the page's locale, or a block of them. Their view says so with `lang`.
   */
  componentLanguages: Record<string, string>;
};
