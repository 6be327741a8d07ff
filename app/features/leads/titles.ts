import type { LeadForm } from "./options";

/** Each form's name as people read it: page banners, e-mails, the export. */
export const leadFormTitles: Record<LeadForm, string> = {
  lac_request_quote: "Request a Quote",
  lac_request_service: "Customer Service Request",
  lac_contact_us: "Send a Question or Comment",
  lac_become_dealer: "Become a Dealer",
  lac_submit_project: "Submit Your Project",
};
