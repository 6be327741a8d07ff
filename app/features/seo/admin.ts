// The SEO feature's door for the admin's screens (redirects and the 404 log), apart from index.ts
// so that no public page's chunk carries them (docs/contributing.md).
export { NotFoundLogPage } from "./admin-ui/NotFoundLogPage";
export { RedirectPage } from "./admin-ui/RedirectPage";
export { RedirectsPage } from "./admin-ui/RedirectsPage";
