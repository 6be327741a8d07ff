export { SiteFooter } from "./lazy-site-footer";
export { SiteHeader } from "./SiteHeader";
export { isAdminPath, showsSiteChrome } from "./site-chrome";
export { navigation, type NavigationMenu, type NavGroup, type NavLink } from "./navigation";
export type { LayoutData } from "./layout-data";
