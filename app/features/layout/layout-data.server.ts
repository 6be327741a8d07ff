import type { AppServices } from "../../services.server";
import type { LayoutData } from "./layout-data";

export async function loadLayoutData(services: AppServices, origin: string): Promise<LayoutData> {
  return { site: services.site, origin, notificationBar: null, featuredTiles: {} };
}
