import { leadFormTitles } from "./titles";
import { choiceLabel, questionLabel } from "./answer-labels.server";
import type { LeadAnswer } from "./inbox";
import type { LeadForm } from "./options";
import { leadFieldOrder, type LeadFields } from "./schemas";
import type { StoredPhoto } from "./tables.server";
import { cutText } from "~/platform/cut-text";
import type { LeadDealer } from "~/features/dealers/index.server";

export type LeadRecord = { id: string; form: string; fields: LeadFields; photos: StoredPhoto[]; createdAt: Date };

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

function displayValue(form: LeadForm, field: string, value: LeadFields[string]): string {
  if (value === undefined) return "";
  if (Array.isArray(value)) return value.map((one) => choiceLabel(form, field, one)).join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object") return value.summary;
  return choiceLabel(form, field, String(value));
}

/** The answered fields with the form's questions and the choices' labels, in the order the form asks them. */
export function leadRows(form: LeadForm, fields: LeadFields): LeadAnswer[] {
  return leadFieldOrder(form)
    .filter((field) => fields[field] !== undefined && fields[field] !== "")
    .map((field) => ({ field, label: questionLabel(form, field), value: displayValue(form, field, fields[field]) }));
}

/** A lead's kind, the visitor's name, and its answers (and photos) as lines of text and of HTML. */
export function leadSummary(lead: LeadRecord) {
  const title = leadFormTitles[lead.form as keyof typeof leadFormTitles] ?? lead.form;
  const name = [lead.fields.first_name, lead.fields.last_name].filter((part) => typeof part === "string").join(" ");
  const rows = leadRows(lead.form as LeadForm, lead.fields);
  const photoLines = lead.photos.map((photo) => `${photo.original_name} (${Math.round(photo.size / 1024)} KB, stored as ${photo.file})`);
  const text = [...rows.map(({ label, value }) => `${label}: ${value}`), ...(photoLines.length > 0 ? ["", "Photos:", ...photoLines] : [])];
  const html = [
    `<table style="font:14px sans-serif;border-collapse:collapse">`,
    ...rows.map(
      ({ label, value }) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    `</table>`,
    ...(photoLines.length > 0 ? [`<p style="font:14px sans-serif">Photos:<br>${photoLines.map(escapeHtml).join("<br>")}</p>`] : []),
  ];
  return { title, name, text, html };
}

/** A subject line of outside text: one line, at most 200 characters. */
export const subjectLine = (text: string) => cutText(text.replace(/[\r\n]+/g, " "), 200);

/** The notification e-mail for one lead. Everything the visitor typed is escaped in the HTML part. */
export function leadEmail(lead: LeadRecord) {
  const { title, name, text, html } = leadSummary(lead);
  return {
    subject: subjectLine(`${title}${name ? `: ${name}` : ""}`),
    text: [`${title} from the website, ${lead.createdAt.toISOString()}`, `Lead ${lead.id}`, "", ...text].join("\n"),
    html: [
      `<h1 style="font:600 18px sans-serif">${escapeHtml(title)}</h1>`,
      `<p style="font:13px sans-serif;color:#555">${escapeHtml(lead.createdAt.toISOString())} &middot; lead ${escapeHtml(lead.id)}</p>`,
      ...html,
    ].join("\n"),
    replyTo: typeof lead.fields.email === "string" ? lead.fields.email : undefined,
  };
}

/** Lines of plain text as the HTML part of a short note: a paragraph each, escaped. */
const paragraphs = (text: string) =>
  text
    .split("\n")
    .map((line) => (line ? `<p style="font:14px sans-serif">${escapeHtml(line)}</p>` : ""))
    .join("\n");

/** The visitor's copy that the contact form promises: a receipt, without repeating what they typed. */
export function confirmationEmail(lead: LeadRecord) {
  const subject = "We received your message";
  const text = [
    "Thank you for contacting LaCantina Doors.",
    "We have received your question or comment and will get back to you within two business days.",
    "",
    `Reference: ${lead.id}`,
  ].join("\n");
  return { subject, text, html: paragraphs(text) };
}

/** The note to a visitor whose lead a dealer accepted (issue 36): who will be in touch, and how to reach them. */
export function acceptedEmail(lead: LeadRecord, dealer: Pick<LeadDealer, "name" | "phone" | "website" | "city" | "state">) {
  const text = [
    `Your request is now with ${dealer.name}, an authorized LaCantina Doors dealer in ${dealer.city}, ${dealer.state}.`,
    "They will contact you shortly.",
    "",
    `${dealer.name}`,
    `Phone: ${dealer.phone}`,
    ...(dealer.website ? [`Website: ${dealer.website}`] : []),
    "",
    `Reference: ${lead.id}`,
  ].join("\n");
  return { subject: subjectLine(`Your request is with ${dealer.name}`), text, html: paragraphs(text) };
}
