import { defineMessages } from "~/i18n/messages";

/** The header's and footer's own words (the menus' names are the navigation's). */
export const layoutMessages = defineMessages("layout", {
  skipToContent: "Skip to content",
  mainNavigation: "Main",
  footerNavigation: "Footer",
  call: "Call {phone}",
  requestQuote: "Request Quote",
  requestAQuote: "Request a Quote",
  menu: "Menu",
  closeMenu: "Close menu",
  search: "Search",
  searchTheSite: "Search the site",
  siteSearch: "Site search",
  searchPlaceholder: "Search products, projects and documents",
  submitSearch: "Submit search",
  copyright: "© {year} {legalName}",
  termsOfUse: "Terms of Use",
  siteMap: "Site Map",
  privacyPolicy: "Privacy Policy",
  language: "Language",
});
