export { SiteFooter } from "./SiteFooter";
export { SiteHeader } from "./SiteHeader";
export type { LayoutData } from "./layout-data";
