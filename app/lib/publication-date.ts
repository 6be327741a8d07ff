const format = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** SPEC §9: month name, day, year in English ("March 4, 2025"); dates are kept as UTC days. */
export function formatPublicationDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : format.format(date);
}
