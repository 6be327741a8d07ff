import { defineMessages } from "~/i18n/messages";

/**
 * The language offer's words. The bar speaks the language it offers, not the page's: the server
 * sends these strings of every locale with the page (offers.server.ts).
 */
export const offerMessages = defineMessages("languageOffer", {
  label: "Language",
  text: "This page is available in US English.",
  accept: "View in English",
  dismiss: "No thanks",
});
