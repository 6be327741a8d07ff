// Every table of every feature, for Drizzle's typed queries and drizzle-kit migrations. It names the
// tables files directly so drizzle-kit loads no more than the table definitions.
export {
  staffAccounts,
  staffMail,
  staffMailAttempts,
  staffSessions,
  staffUsers,
  staffVerifications,
} from "../app/features/accounts/tables.server";
export { auditEntries } from "../app/features/audit/tables.server";
export { dealers } from "../app/features/dealers/tables.server";
export { entities, entityVersions } from "../app/features/content/tables.server";
export { documents } from "../app/features/documents/tables.server";
export {
  leadDeliveries,
  leadDeliveryAttempts,
  leadFillTokens,
  leadNotes,
  leadOfferAttempts,
  leadOffers,
  leadRouting,
  leadSubmissions,
} from "../app/features/leads/tables.server";
export { galleryItems } from "../app/features/gallery/tables.server";
export { mediaItems } from "../app/features/media-library/tables.server";
export { searchDocuments } from "../app/features/search/tables.server";
export { notFoundHits, redirects } from "../app/features/seo/tables.server";
export { siteSettings } from "../app/features/settings/tables.server";
export { serverSecrets } from "./storage/secrets";
export { rateLimitCounts } from "./http/shared-rate-limits";
