// The settings feature's door for the admin's screens, apart from the public doors (docs/contributing.md).
export { SiteSettingsPage } from "./admin-ui/SiteSettingsPage";
