import { type MiddlewareFunction, type RouterContextProvider, createContext } from "react-router";
import type { Config } from "../server/config";
import type { Backups } from "../server/storage/backups";
import type { Storage } from "../server/storage/storage";
import type { AnswerCache } from "~/platform/answer-cache";
import type { SiteChanges } from "~/platform/changes";
import type { Logger } from "~/platform/logger";
import { localeContext } from "./i18n/context";
import type { LocaleRegistry, RegisteredLocale } from "./i18n/locales.server";
import type { Staff } from "./features/accounts";
import { type AccountService, guardStaff, staffMayChange, staffOf } from "./features/accounts/index.server";
import type { AuditLog } from "./features/audit/index.server";
import type { BlockService } from "./features/blocks/index.server";
import type { ContentService } from "./features/content/index.server";
import type { DealerService, StaffDealers } from "./features/dealers/index.server";
import type { DocumentLibrary, DocumentService } from "./features/documents/index.server";
import type { DealerAnswers, LeadInbox, LeadReassignment, LeadRouter, LeadService } from "./features/leads/index.server";
import type { MediaLibrary } from "./features/media-library/index.server";
import type { GalleryService, StaffGallery, TranscriptService } from "./features/gallery/index.server";
import type { SearchService } from "./features/search/index.server";
import type { SiteSettings } from "./features/settings/index.server";
import type { NotFoundLog, RedirectService, StaffRedirects } from "./features/seo/index.server";
import type { SiteConfig } from "./lib/site-config";

/** What the process hands to every loader and action through the router context. */
export type AppServices = {
  config: Config;
  /** The locales the site serves, each with its strings (app/i18n, docs/decisions/0055). */
  locales: LocaleRegistry;
  /** Where files live: the local folders, or an S3-compatible bucket (docs/decisions/0024). */
  storage: Storage;
  /** The embedded database's backups with the files (docs/decisions/0035); none on PostgreSQL. */
  backups: Backups | null;
  /** The company facts pages show now: the defaults with what staff set in the admin (features/settings). */
  site: SiteConfig;
  settings: SiteSettings;
  log: Logger;
  content: ContentService;
  /** Every block kind of the site: pages parse their blocks through it, the editor checks them (app/site-blocks.server.ts). */
  blocks: BlockService;
  /** Staff accounts and sessions of the admin (features/accounts). */
  accounts: AccountService;
  /** Every change made in the admin, with who and when (features/audit). */
  audit: AuditLog;
  leads: LeadService;
  /** The sales team's view of the stored leads (features/leads/inbox.server.ts). */
  leadInbox: LeadInbox;
  /** Leads on their way to dealers: offers, answers in time, escalation to the sales inbox (features/leads/router.server.ts). */
  leadRouter: LeadRouter;
  /** Sales giving a lead by hand to a dealer or to themselves (features/leads/reassign.server.ts). */
  leadReassignment: LeadReassignment;
  /** Dealers' answers to the leads offered to them, through the links of their e-mail. */
  dealerAnswers: DealerAnswers;
  /** Files editors upload for pages (features/media-library). */
  mediaLibrary: MediaLibrary;
  documents: DocumentService;
  documentLibrary: DocumentLibrary;
  gallery: GalleryService;
  /** The dealer network: the locator, dealer pages and the territories leads are matched to (features/dealers). */
  dealers: DealerService;
  /** The dealers as staff keep them at /admin/dealers: changes, deactivation, CSV import and export, audited. */
  staffDealers: StaffDealers;
  /** The galleries as staff manage them at /admin/gallery, audited (features/gallery). */
  staffGallery: StaffGallery;
  transcripts: TranscriptService;
  search: SearchService;
  /** Old addresses kept alive (features/seo/redirects.server.ts). */
  redirects: RedirectService;
  /** The redirects staff make at /admin/redirects, checked and audited (features/seo). */
  staffRedirects: StaffRedirects;
  /** Addresses visitors asked for and did not find (features/seo). */
  notFoundLog: NotFoundLog;
  /** The JSON API's answers kept by their query, dropped with the pages that show the same (docs/decisions/0053). */
  answers: AnswerCache;
  /** Where writes are announced; server/changes.ts says what each sets off (pages rendered afresh, search, CDN). */
  changes: SiteChanges;
};

export const servicesContext = createContext<AppServices>();

/** The services of a page's loader with the locale of its address (decision 0055), for the loaders that read content. */
export const localeServices = (context: Readonly<RouterContextProvider>): AppServices & { locale: RegisteredLocale } => ({
  ...context.get(servicesContext),
  locale: context.get(localeContext),
});

/** The site config as the page's meta tags see it: the company's facts with the locale of the address (the root loader's `site`). */
export function pageSite(context: Readonly<RouterContextProvider>): SiteConfig {
  const locale = context.get(localeContext);
  return { ...context.get(servicesContext).site, locale: { tag: locale.tag, prefix: locale.prefix } };
}

/** The address as a route's `meta` sees it: without the locale's prefix, which React Router takes off as the basename. */
export function pageLocation(context: Readonly<RouterContextProvider>, url: URL): { pathname: string; search: string } {
  const { prefix } = context.get(localeContext);
  const inLocale = prefix !== "" && (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
  return { pathname: inLocale ? url.pathname.slice(prefix.length) || "/" : url.pathname, search: url.search };
}

/** The admin's guard with the accounts it signs requests in against: the middleware of the admin layout (routes/admin/layout.tsx). */
export const staffGuard: MiddlewareFunction<Response> = (args) => guardStaff(args, args.context.get(servicesContext).accounts);

/**
 * What a loader or action behind the admin's guard works with: the services, and the member of
 * staff the guard let in. A role the access table refuses is answered 403 here, so a route below
 * the admin layout reads its services through this, never from `servicesContext`
 * (admin.site.test.ts proves it): one that forgot to ask could reach no data. `mayChange` is
 * false for a role that may only read the route: its page leaves the forms out.
 */
export function guarded(context: Readonly<RouterContextProvider>): { services: AppServices; staff: Staff; mayChange: boolean } {
  return { staff: staffOf(context), services: context.get(servicesContext), mayChange: staffMayChange(context) };
}
