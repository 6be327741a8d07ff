import { defineMessages } from "~/i18n/messages";

/** The preferences dialog's words, with what each category is for in the visitor's words. */
export const preferencesMessages = defineMessages("consentPreferences", {
  title: "Cookie Preferences",
  intro: "Choose which cookies this site may use. You can change your choice at any time from the footer link Cookie Preferences.",
  necessary: "Necessary",
  necessaryText: "Keep the site working: page delivery, security and remembering this choice. Always on.",
  preferences: "Preferences",
  preferencesText: "Remember settings and let embedded video players and the document viewer work as you expect.",
  statistics: "Statistics",
  statisticsText: "Tell us anonymously which pages are visited and which documents are opened, so we can improve the site.",
  marketing: "Marketing",
  marketingText: "Let video platforms and advertising partners recognise you across sites to show relevant content.",
  save: "Save Preferences",
  acceptAll: "Accept All",
  rejectAll: "Reject All",
});
