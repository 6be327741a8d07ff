import type { SiteConfig } from "~/lib/site-config";

export type NotificationBarData = { text: string; bgColor: string; textColor: string; link?: { url: string; text: string } };
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
