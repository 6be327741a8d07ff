// Pure: a page that imports this feature's door but not this helper must not keep it.
const changeFormat = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** When something changed, as the admin's lists show it (UTC, said so in the column or after the date). */
export function formatChange(isoDate: string): string {
  return changeFormat.format(new Date(isoDate));
}
