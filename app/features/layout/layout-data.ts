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
};
