// The leads feature's door for the admin's screens (the leads inbox), apart from index.ts so that no
// public page's chunk carries them (docs/contributing.md).
export { LeadInboxPage } from "./admin-ui/LeadInboxPage";
export { LeadPage } from "./admin-ui/LeadPage";
