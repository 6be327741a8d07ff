/** SPEC §9: above 1,000,000 bytes as MB with one decimal, otherwise KB rounded. */
export function formatFileSize(bytes: number): string {
  if (bytes > 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.round(bytes / 1000)} KB`;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** SPEC §9: month name, day, year in English. */
export function formatDocumentDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

/** SPEC §3: in a cdn path `%3F` stands for a question mark. */
export function documentFileUrl(cdnPaths: Record<string, string>): string {
  return (cdnPaths.original ?? "").replaceAll("%3F", "?");
}
