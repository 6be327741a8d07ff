// Dates as each locale writes them (issue 40), apart from the units: the article pages, which show
// dates and no lengths, load only this.

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(tag: string): Intl.DateTimeFormat {
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
    formats.set(tag, format);
  }
  return format;
}

/**
 * SPEC §9: a publication date with the month's name ("March 4, 2025", "4 mars 2025"); dates are kept
 * as UTC days. Empty for a date it cannot read.
 */
export function formatPublicationDate(iso: string, tag: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat(tag).format(date);
}
