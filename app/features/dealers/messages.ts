import { defineMessages } from "~/i18n/messages";

/** The dealer locator's answer, in the sentence a screen reader announces (app/features/dealers/ui/FindDealerPage.tsx). */
export const locatorMessages = defineMessages("locator", {
  askPlace: "Enter your ZIP code, postal code or city to see the dealers near you.",
  unplaced: "We could not place “{near}”. Please check the ZIP code, postal code or city and try again.",
  yourLocation: "your location ({place})",
  noneWithinNearest: "No dealers within {radius} of {near}. The {count} nearest are {distance} away or more:",
  noneWithin: "No dealers within {radius} of {near}.",
  oneWithin: "1 dealer within {radius} of {near}, nearest first.",
  someWithin: "{count} dealers within {radius} of {near}, nearest first.",
});
