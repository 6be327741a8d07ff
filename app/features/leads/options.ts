// The lead forms' names, option lists and limits (SPEC §3, §5, §9). Plain data, shared by the
// server's schemas and the browser's form components; zod stays on the server (decision 0002).
import { href } from "react-router";
import { catalogueProducts } from "~/features/catalogue";

export const leadForms = ["lac_request_quote", "lac_request_service", "lac_contact_us", "lac_become_dealer", "lac_submit_project"] as const;
export type LeadForm = (typeof leadForms)[number];

export const isLeadForm = (value: string): value is LeadForm => (leadForms as readonly string[]).includes(value);

/** The page each form lives on; a form posted without JavaScript answers there. */
export const leadFormPaths: Record<LeadForm, string> = {
  lac_request_quote: href("/request-quote"),
  lac_request_service: href("/request-service"),
  lac_contact_us: href("/contact-us"),
  lac_become_dealer: href("/become-dealer"),
  lac_submit_project: href("/submit-your-project"),
};

/**
 * Which forms take photos (`photo[]`, under the same limits): the service request may carry some
 * (SPEC §5), a project submission needs at least one; the other forms' files are never read.
 */
export const leadFormPhotos: Record<LeadForm, "none" | "optional" | "required"> = {
  lac_request_quote: "none",
  lac_request_service: "optional",
  lac_contact_us: "none",
  lac_become_dealer: "none",
  lac_submit_project: "required",
};

/** The pages whose form posts photos: their bodies may be as large as the photos allow. */
export const leadUploadPages: string[] = leadForms.filter((form) => leadFormPhotos[form] !== "none").map((form) => leadFormPaths[form]);

/**
 * The lead API (SPEC §7 form proxy): the site's lead forms post here from their scripts, so that a
 * failure to send is the form's own error and an upload shows its progress, and read the answer
 * as JSON (use-lead-submit.ts).
 */
export const LEAD_SUBMIT_PATH = "/api/v1/forms/submit";

/** Where a form asks for a fill token of its own (`GET`, never cached): fill-token.server.ts, use-own-fill-token.ts. */
export const LEAD_TOKEN_PATH = "/api/v1/forms/token";

export const MESSAGE_MAX_LENGTH = 1500;
/** SPEC §9: attachments under 100 MB in all. */
export const PHOTOS_MAX_TOTAL_BYTES = 100 * 1024 * 1024;
export const PHOTOS_MAX_COUNT = 20;
export const PHOTOS_TOO_LARGE_MESSAGE = "File attachments exceed total size limit.";

export type Option = { value: string; label: string };

const same = (...values: string[]): Option[] => values.map((value) => ({ value, label: value }));

export const countries: Option[] = [
  { value: "usa", label: "USA" },
  { value: "canada", label: "Canada" },
];

export const usStates: Option[] = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
].map(([value = "", label = ""]) => ({ value, label }));

export const canadianProvinces: Option[] = [
  ["AB", "Alberta"],
  ["BC", "British Columbia"],
  ["MB", "Manitoba"],
  ["NB", "New Brunswick"],
  ["NL", "Newfoundland and Labrador"],
  ["NS", "Nova Scotia"],
  ["NT", "Northwest Territories"],
  ["NU", "Nunavut"],
  ["ON", "Ontario"],
  ["PE", "Prince Edward Island"],
  ["QC", "Quebec"],
  ["SK", "Saskatchewan"],
  ["YT", "Yukon"],
].map(([value = "", label = ""]) => ({ value, label }));

export const yesNo: Option[] = [
  { value: "true", label: "Yes" },
  { value: "false", label: "No" },
];

// Quote (lac_request_quote)
export const quoteRoles: Option[] = [
  { value: "homeowner", label: "Homeowner" },
  { value: "builder", label: "Builder" },
  { value: "architect", label: "Architect" },
  { value: "dealer", label: "Dealer" },
];
export const projectTypes = same("New Construction", "Repair/Remodel", "Commercial");
export const doorTypes = same("Folding Door", "Sliding Door", "Swing Door");
export const materialTypes = same(
  "V2",
  "Aluminum",
  "Aluminum (Thermally Controlled)",
  "Aluminum Wood",
  "Contemporary Clad",
  "Wood",
  "Vinyl",
  "Undecided",
);
export const timeframes: Option[] = [
  { value: "3", label: "Under 3 months" },
  { value: "6", label: "6-12 months" },
  { value: "12", label: "12+ months" },
];

// Service request (lac_request_service)
export const serviceRequestAs: Option[] = [
  { value: "architect", label: "Architect" },
  { value: "contractor", label: "Contractor" },
  { value: "dealer", label: "Dealer" },
  { value: "developer", label: "Developer" },
  { value: "homeowner", label: "Homeowner" },
  { value: "installer", label: "Installer" },
];
export const dealerRequestAs: Option[] = [
  { value: "contractor", label: "Contractor" },
  { value: "installer", label: "Installer" },
  { value: "dealer", label: "Dealer" },
  { value: "other", label: "Other" },
];

// Contact (lac_contact_us)
export const contactRoles: Option[] = [
  { value: "homeowner", label: "Homeowner" },
  { value: "builder_contractor", label: "Builder / Contractor" },
  { value: "architect_designer", label: "Architect / Designer" },
  { value: "dealer", label: "Dealer" },
  { value: "other", label: "Other" },
];
export const contactSubjects: Option[] = [
  { value: "sales", label: "Sales" },
  { value: "product_info", label: "Product information" },
  { value: "technical_info", label: "Technical information" },
  { value: "shipping_delivery", label: "Shipping and delivery" },
  { value: "account_billing", label: "Account and billing" },
  { value: "marketing", label: "Marketing" },
  { value: "careers", label: "Careers" },
];

/**
 * The subject a link to the contact form names in `form_type_id` (the form_selector block's
 * select), when it is one of the subjects; anything else is no subject.
 */
export function contactSubjectFrom(value: string | null): string | null {
  return contactSubjects.find((subject) => subject.value === value)?.value ?? null;
}

// Dealer application (lac_become_dealer)
export const annualSalesVolumes: Option[] = [
  { value: "100", label: "$100k - $1M" },
  { value: "1000", label: "$1M - $5M" },
  { value: "5000", label: "$5M - $10M" },
  { value: "10000", label: "$10M - $20M" },
  { value: "20000", label: "More than $20M" },
];
export const annualExpectedLacantina = same(
  "$10,000+",
  "$25,000+",
  "$50,000+",
  "$100,000+",
  "$200,000+",
  "$300,000+",
  "$500,000+",
  "$1,000,000+",
);
export const foldingMultislide: Option[] = [
  { value: "folding", label: "Folding" },
  { value: "multi", label: "Multi-slide" },
  { value: "both", label: "Both" },
  { value: "none", label: "None" },
];
export const inHouseIndependent: Option[] = [
  { value: "inhouse", label: "In-house" },
  { value: "independent", label: "Independent" },
];
export const dealerProjectTypes: Option[] = [
  { value: "residential", label: "Residential" },
  { value: "commercial", label: "Commercial" },
];

// Project submission (lac_submit_project)
export const projectProducts: Option[] = [
  ...catalogueProducts.map((product) => ({ value: product.key, label: product.name })),
  { value: "other", label: "Other or not sure" },
];

export const values = (options: Option[]) => options.map((option) => option.value) as [string, ...string[]];
