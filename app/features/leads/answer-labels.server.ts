import type { Option } from "~/ui/fields";
import {
  type LeadForm,
  annualSalesVolumes,
  canadianProvinces,
  contactRoles,
  contactSubjects,
  countries,
  dealerProjectTypes,
  dealerRequestAs,
  foldingMultislide,
  inHouseIndependent,
  projectProducts,
  quoteRoles,
  serviceRequestAs,
  timeframes,
  usStates,
} from "./options";
import { PRODUCT_NEWS_DEFAULT_FIELD } from "./schemas";

// How staff read a lead's answers (its page, its e-mail, a dealer's offer): each question as the
// public form asks it and each choice by the label the visitor picked, never its stored value.
// Server-side only (.server.ts), so the public forms' bundles carry none of it.

type AnswerLabels = {
  /** The form's own words for a question, where they differ from the field's name read aloud. */
  questions?: Record<string, string>;
  /** The choices a question offers, by the value stored. */
  choices?: Record<string, Option[]>;
};

const PRODUCT_NEWS = "Send me product news";
const PRODUCT_NEWS_BOX = "The product news box started";
const productNewsBox: Option[] = [
  { value: "ticked", label: "Ticked" },
  { value: "unticked", label: "Unticked" },
];

export const answerLabels: Record<LeadForm, AnswerLabels> = {
  lac_request_quote: {
    questions: {
      role: "I am a",
      door_type: "Door types",
      material_type: "Materials",
      zip: "ZIP code",
      product_updates: PRODUCT_NEWS,
      [PRODUCT_NEWS_DEFAULT_FIELD]: PRODUCT_NEWS_BOX,
    },
    choices: { role: quoteRoles, timeframe: timeframes, state: usStates, [PRODUCT_NEWS_DEFAULT_FIELD]: productNewsBox },
  },
  lac_request_service: {
    questions: {
      fax: "Fax",
      state: "State / Province",
      zip: "ZIP / Postal code",
      request_as: "I am a",
      dealer_request_as: "The dealer is a",
      installed: "Is the product installed?",
      message: "Describe the problem",
      video_url: "Video link",
    },
    // A service request's state is a US state or a Canadian province: their codes never meet.
    choices: {
      country: countries,
      state: [...usStates, ...canadianProvinces],
      request_as: serviceRequestAs,
      dealer_request_as: dealerRequestAs,
    },
  },
  lac_contact_us: {
    questions: { role: "I am a", zip: "ZIP / Postal code", product_updates: PRODUCT_NEWS, [PRODUCT_NEWS_DEFAULT_FIELD]: PRODUCT_NEWS_BOX },
    choices: { role: contactRoles, subject: contactSubjects, [PRODUCT_NEWS_DEFAULT_FIELD]: productNewsBox },
  },
  lac_become_dealer: {
    questions: {
      zip: "ZIP code",
      website_url: "Website",
      resellers_license: "Holds a reseller's license",
      federal_id: "Federal ID",
      store_count: "Number of stores",
      employee_count: "Number of employees",
      external_sales_rep_count: "External sales reps",
      internal_sales_rep_count: "Internal sales reps",
      annual_expected_lacantina: "Expected annual LaCantina sales",
      other_brands: "Brands carried",
      showroom: "Has a showroom",
      folding_multislide: "Displays folding or multi-slide doors",
      display_program_interest: "Interested in the display program",
      residential_count: "Residential projects",
      commercial_count: "Commercial projects",
      installation_services: "Offers installation services",
      in_house_independent: "Installers",
      credit_terms: "Applying for credit terms",
    },
    choices: {
      state: usStates,
      annual_sales_volume: annualSalesVolumes,
      folding_multislide: foldingMultislide,
      in_house_independent: inHouseIndependent,
      project_types: dealerProjectTypes,
    },
  },
  lac_submit_project: {
    questions: {
      description: "About the project",
      publish_consent: "May publish the photos",
      product_updates: PRODUCT_NEWS,
      [PRODUCT_NEWS_DEFAULT_FIELD]: PRODUCT_NEWS_BOX,
    },
    choices: { product: projectProducts, [PRODUCT_NEWS_DEFAULT_FIELD]: productNewsBox },
  },
};

const spokenName = (field: string) => field.replace(/_/g, " ").replace(/^./, (first) => first.toUpperCase());

/** A question of `form` as the form asks it. */
export const questionLabel = (form: LeadForm, field: string) => answerLabels[form].questions?.[field] ?? spokenName(field);

/** A stored choice as the form showed it; a value the form does not offer (an older list) stays as stored. */
export function choiceLabel(form: LeadForm, field: string, value: string): string {
  return answerLabels[form].choices?.[field]?.find((option) => option.value === value)?.label ?? value;
}
