/** The look of an admin form's main button. */
export const adminButtonClass = "bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-bronze-dark";

/** The look of a button that deletes for good. */
export const adminDangerButtonClass =
  "self-start border border-red-800 px-4 py-2 text-sm font-medium text-red-800 hover:bg-red-800 hover:text-white";

/** The look of a tab of an admin list (a link to one of its views), the current one underlined. */
export const adminTabClass = (current: boolean) =>
  `border-b-2 px-1 py-3 text-sm font-medium ${current ? "border-bronze text-ink" : "border-transparent text-stone hover:text-ink"}`;
