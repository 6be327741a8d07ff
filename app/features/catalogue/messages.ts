import { defineMessages } from "~/i18n/messages";

/** The words the catalogue's code writes around its figures (the product data itself is en-US copy). */
export const catalogueMessages = defineMessages("catalogue", {
  upTo: "Up to {length}",
  /** The heading of a table's first column, for screen readers. */
  item: "Item",
});
