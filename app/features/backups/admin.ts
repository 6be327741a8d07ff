// The backups feature's door for the admin's screens, apart from the public doors (docs/contributing.md).
export { BackupsPanel } from "./admin-ui/BackupsPanel";
