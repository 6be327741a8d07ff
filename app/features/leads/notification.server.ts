import { leadFormTitles } from "./titles";
import type { LeadForm } from "./options";
import { leadFieldOrder, type LeadFields } from "./schemas";
import type { StoredPhoto } from "./tables.server";
import { cutText } from "~/platform/cut-text";

export type LeadRecord = { id: string; form: string; fields: LeadFields; photos: StoredPhoto[]; createdAt: Date };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

const labelOf = (field: string) => field.replace(/_/g, " ").replace(/^./, (first) => first.toUpperCase());

function displayValue(value: LeadFields[string]): string {
  if (value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

/** The answered fields as label/value rows, in the order the form asks them. */
export function leadRows(form: LeadForm, fields: LeadFields): [string, string][] {
  return leadFieldOrder(form)
    .filter((field) => fields[field] !== undefined && fields[field] !== "")
    .map((field) => [labelOf(field), displayValue(fields[field])]);
}

/** The notification e-mail for one lead. Everything the visitor typed is escaped in the HTML part. */
export function leadEmail(lead: LeadRecord) {
  const title = leadFormTitles[lead.form as keyof typeof leadFormTitles] ?? lead.form;
  const name = [lead.fields.first_name, lead.fields.last_name].filter((part) => typeof part === "string").join(" ");
  const rows = leadRows(lead.form as LeadForm, lead.fields);
  const photoLines = lead.photos.map((photo) => `${photo.original_name} (${Math.round(photo.size / 1024)} KB, stored as ${photo.file})`);
  const text = [
    `${title} from the website, ${lead.createdAt.toISOString()}`,
    `Lead ${lead.id}`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(photoLines.length > 0 ? ["", "Photos:", ...photoLines] : []),
  ].join("\n");
  const html = [
    `<h1 style="font:600 18px sans-serif">${escapeHtml(title)}</h1>`,
    `<p style="font:13px sans-serif;color:#555">${escapeHtml(lead.createdAt.toISOString())} &middot; lead ${escapeHtml(lead.id)}</p>`,
    `<table style="font:14px sans-serif;border-collapse:collapse">`,
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    `</table>`,
    ...(photoLines.length > 0 ? [`<p style="font:14px sans-serif">Photos:<br>${photoLines.map(escapeHtml).join("<br>")}</p>`] : []),
  ].join("\n");
  const subject = cutText(`${title}${name ? `: ${name}` : ""}`.replace(/[\r\n]+/g, " "), 200);
  const replyTo = typeof lead.fields.email === "string" ? lead.fields.email : undefined;
  return { subject, text, html, replyTo };
}

/** The visitor's copy that the contact form promises: a receipt, without repeating what they typed. */
export function confirmationEmail(lead: LeadRecord) {
  const subject = "We received your message";
  const text = [
    "Thank you for contacting LaCantina Doors.",
    "We have received your question or comment and will get back to you within two business days.",
    "",
    `Reference: ${lead.id}`,
  ].join("\n");
  const html = text
    .split("\n")
    .map((line) => (line ? `<p style="font:14px sans-serif">${escapeHtml(line)}</p>` : ""))
    .join("\n");
  return { subject, text, html };
}
