import { escapeHtml, leadSummary, subjectLine, type LeadRecord } from "./notification.server";

export type OfferEmailFacts = {
  dealerName: string;
  /** Where the lead's postal code lies ("92056 (Oceanside, CA)"), when it could be placed. */
  place: string | null;
  accept: string;
  pass: string;
  answerBy: Date;
  hours: number;
};

const button = (href: string, label: string, colour: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 12px 12px 0;padding:10px 18px;border-radius:4px;background:${colour};color:#fff;font:600 15px sans-serif;text-decoration:none">${escapeHtml(label)}</a>`;

/**
 * The e-mail that offers a lead to a dealer (issue 36): the lead's details, and the Accept and
 * Pass links, each of which opens a page that asks once more before it decides.
 */
export function offerEmail(lead: LeadRecord, facts: OfferEmailFacts) {
  const { title, name, text, html } = leadSummary(lead);
  const where = facts.place ? ` near ${facts.place}` : "";
  const ask = `Please accept or pass within ${facts.hours} hours (by ${facts.answerBy.toUTCString()}); without an answer it goes to another dealer.`;
  return {
    subject: subjectLine(`New lead for ${facts.dealerName}: ${title}${name ? ` from ${name}` : ""}`),
    text: [
      `${title} from the LaCantina Doors website${where}, sent ${lead.createdAt.toUTCString()}.`,
      ask,
      "",
      `Accept the lead: ${facts.accept}`,
      `Pass it on: ${facts.pass}`,
      "",
      ...text,
      "",
      `Lead ${lead.id}`,
    ].join("\n"),
    html: [
      `<h1 style="font:600 18px sans-serif">${escapeHtml(title)}${escapeHtml(where)}</h1>`,
      `<p style="font:14px sans-serif">${escapeHtml(ask)}</p>`,
      `<p>${button(facts.accept, "Accept the lead", "#1f6f43")}${button(facts.pass, "Pass it on", "#6b6b6b")}</p>`,
      ...html,
      `<p style="font:13px sans-serif;color:#555">Lead ${escapeHtml(lead.id)}</p>`,
    ].join("\n"),
  };
}
