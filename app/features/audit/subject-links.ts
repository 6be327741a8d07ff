import { href } from "react-router";
import type { AuditEntry } from "./audit";

const search = (path: string, words: string) => `${path}?${new URLSearchParams({ q: words })}`;
/** "Name (key)" as dealers and gallery items are recorded: the name. */
const nameOf = (subject: string) => subject.replace(/\s*\([^()]*\)$/, "");
const fileNameOf = (subject: string) => subject.slice(subject.lastIndexOf("/") + 1);
/** "lead 1a2b3c4d", as the leads record a lead: the start of its id, which the leads' search finds. */
const leadIdOf = (subject: string) => /^lead ([0-9a-f]{8})$/.exec(subject)?.[1] ?? null;

/**
 * The screen an entry's subject is found on, where there is one: its list filtered to it (pages
 * and redirects by their address, files and media by name, dealers and gallery items by name,
 * leads by the start of their id), the users or the settings.
 */
export function subjectHref({ area, subject, action }: Pick<AuditEntry, "area" | "subject" | "action">): string | null {
  if (action === "deleted" || action.startsWith("deleted ")) return null;
  switch (area) {
    case "content":
      return search(href("/admin/content"), subject);
    case "redirects":
      return subject.startsWith("/") ? search(href("/admin/redirects"), subject) : null;
    case "media":
      return search(href("/admin/media"), fileNameOf(subject));
    case "documents":
      return search(href("/admin/documents"), fileNameOf(subject));
    case "gallery":
      return search(href("/admin/gallery"), nameOf(subject));
    case "dealers":
      return subject.endsWith(")") ? search(href("/admin/dealers"), nameOf(subject)) : null;
    case "users":
      return href("/admin/users");
    case "settings":
      return href("/admin/settings");
    case "leads": {
      const id = leadIdOf(subject);
      return id ? search(href("/admin/leads"), id) : null;
    }
  }
}
