import { defineMessages } from "~/i18n/messages";

/** The language switcher's words; each locale's own name comes from the registry, in its language. */
export const languageMessages = defineMessages("language", {
  language: "Language",
  currentLanguage: "Language: {name}",
});
