// The dealers feature's door for the admin's screens (the dealer desk), apart from index.ts so
// that no public page's chunk carries them (docs/contributing.md).
export { AdminDealerPage } from "./admin-ui/AdminDealerPage";
export { DealersPage } from "./admin-ui/DealersPage";
export { NewDealerPage } from "./admin-ui/NewDealerPage";
