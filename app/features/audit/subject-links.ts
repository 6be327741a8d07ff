import { href } from "react-router";
import type { AuditEntry } from "./audit";

const search = (path: string, words: string) => `${path}?${new URLSearchParams({ q: words })}`;
/** "Name (key)" as dealers and gallery items are recorded: the name. */
const nameOf = (subject: string) => subject.replace(/\s*\([^()]*\)$/, "");
const fileNameOf = (subject: string) => subject.slice(subject.lastIndexOf("/") + 1);

/**
 * The screen an entry's subject is found on, where there is one: its list filtered to it (pages
 * and redirects by their address, files by name, dealers and gallery items by name), the users or
 * the settings. A lead is recorded by the first part of its id only, which no screen finds.
 */
export function subjectHref({ area, subject, action }: Pick<AuditEntry, "area" | "subject" | "action">): string | null {
  if (action === "deleted" || action.startsWith("deleted ")) return null;
  switch (area) {
    case "content":
      return search(href("/admin/content"), subject);
    case "redirects":
      return subject.startsWith("/") ? search(href("/admin/redirects"), subject) : null;
    case "media":
      return null;
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
    case "leads":
      return null;
  }
}
