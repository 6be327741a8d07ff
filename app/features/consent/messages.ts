import { defineMessages } from "~/i18n/messages";

/** The cookie banner and the footer's button; the preferences dialog's words load with it (preferences-messages.ts). */
export const consentMessages = defineMessages("consent", {
  banner: "Cookie consent",
  bannerText:
    "We use necessary cookies to run this site. With your consent we also use preference, statistics and marketing cookies for video players, the document viewer and to learn how the site is used.",
  privacyPolicy: "Privacy Policy",
  acceptAll: "Accept All",
  rejectAll: "Reject All",
  preferences: "Preferences",
  cookiePreferences: "Cookie Preferences",
});
