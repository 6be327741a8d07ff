export { LanguageLinks } from "./LanguageLinks";
export { LanguageMenu } from "./LanguageMenu";
export { LanguageOfferSlot } from "./LanguageOfferSlot";
export type { LanguageOffers } from "./language-offer";
