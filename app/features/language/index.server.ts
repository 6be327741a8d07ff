export { languageOffers } from "./offers.server";
