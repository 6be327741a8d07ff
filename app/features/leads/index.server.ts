// The leads feature's server-side door: the lead service, its outbox, API and tables.
export { leadsApi, LEAD_SUBMIT_PATH } from "./api.server";
export { configuredCaptcha, leadFormSources } from "./csp-sources";
export { LEAD_BODY_MAX_BYTES } from "./multipart.server";
export { leadUploadPages } from "./options";
export { createOutbox, leadChannelsFor, recipientsFor, type Outbox } from "./outbox.server";
export type { LeadConfig } from "./config";
export { createLeadService, type LeadOutcome, type LeadService } from "./submission.server";
export { leadDeliveries, leadDeliveryAttempts, leadNotes, leadSubmissions } from "./tables.server";
export { createLeadInbox, type LeadInbox } from "./inbox.server";
export { deliveryReadiness, type DeliveryReadinessSources } from "./delivery-readiness.server";
export {
  inboxAction,
  inboxLoader,
  leadAction,
  leadLoader,
  leadPhotoLoader,
  leadsExportLoader,
  type LeadInboxServices,
} from "./admin-routes.server";
export { leadPageHeaders, loadLeadPage, loadQuotePage, submitLeadPage } from "./routes.server";
export {
  dealerResponseAction,
  dealerResponseHeaders,
  dealerResponseLoader,
  type DealerResponseServices,
} from "./dealer-response-routes.server";
export { createDealerAnswers, type DealerAnswers } from "./dealer-answers.server";
export { createOfferLinks } from "./offer-links.server";
export { createOfferOutbox } from "./offer-outbox.server";
export { createLeadRouter, type LeadRouter } from "./router.server";
export { createLeadReassignment, type LeadReassignment } from "./reassign.server";
