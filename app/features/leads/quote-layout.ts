// A layout carried from the opening helper to the quote form (issue 37): what the form shows and posts.

/** The quote form's hidden field that carries the layout's address (`product=…&width=…&layout=…`). */
export const QUOTE_LAYOUT_FIELD = "opening";

/** A layout the server read from the quote page's address, as the form shows it and posts it. */
export type CarriedLayout = {
  /** "Aluminum Folding Doors: 16 ft 4 in × 8 ft, 5 panels, 3 left + 2 right". */
  summary: string;
  /** The address of what was read, invalid parts dropped: the hidden field's value and the form's action. */
  search: string;
  /** The quote's door type and material, answered from the system chosen; none for a window or a screen. */
  doorType: string | null;
  materialType: string | null;
};
