import type { OptionalCategory } from "./consent";

/** What each category is for, in the visitor's words (banner and preferences dialog). */
export const categoryDescriptions: Record<"necessary" | OptionalCategory, { label: string; text: string }> = {
  necessary: {
    label: "Necessary",
    text: "Keep the site working: page delivery, security and remembering this choice. Always on.",
  },
  preferences: {
    label: "Preferences",
    text: "Remember settings and let embedded video players and the document viewer work as you expect.",
  },
  statistics: {
    label: "Statistics",
    text: "Tell us anonymously which pages are visited and which documents are opened, so we can improve the site.",
  },
  marketing: {
    label: "Marketing",
    text: "Let video platforms and advertising partners recognise you across sites to show relevant content.",
  },
};
