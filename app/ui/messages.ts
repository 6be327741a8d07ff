import { defineMessages } from "~/i18n/messages";

/** The words of the ui primitives and of the pages every route may fall back to (error, loading). */
export const uiMessages = defineMessages("ui", {
  opensInNewTab: "(opens in a new tab)",
  loading: "LOADING...",
  close: "Close",
  announcement: "Announcement",
  breadcrumb: "Breadcrumb",
  pagination: "Pagination",
  previousPage: "Previous",
  nextPage: "Next",
  page: "Page {number}",
  slide: "slide",
  slideOf: "{number} of {count}",
  pauseSlideShow: "Pause slide show",
  playSlideShow: "Play slide show",
  playVideo: "Play video: {title}",
  uploadProgress: "{label}: {percent}% ({sent} of {total})",
  errorStatus: "Error {status}",
  notFoundTitle: "We couldn't find that page",
  notFoundText: "The page may have moved, or the address may be mistyped.",
  errorTitle: "Something went wrong on our side",
  errorText: "Please try again in a moment. If the problem continues, call us and we will help.",
  home: "Home",
  products: "Products",
  requestAQuote: "Request a Quote",
});
