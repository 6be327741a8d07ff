import type { LeadForm } from "../../app/features/leads/options";
import type { RawFields } from "../../app/features/leads/schemas";

// One valid answer of each lead form, as the multipart parser hands it over (lists under their name).

const quote: RawFields = {
  role: "homeowner",
  project_type: "Repair/Remodel",
  door_type: ["Folding Door", "Swing Door"],
  material_type: ["Aluminum (Thermally Controlled)"],
  timeframe: "6",
  message: "",
  first_name: "Ana",
  last_name: "O'Neil-Ruiz",
  email: "ana@example.com",
  phone: "(760) 555 - 0100",
  state: "CA",
  zip: "92056",
  product_updates: "on",
};

const service: RawFields = {
  first_name: "Sam",
  last_name: "Lee",
  email: "sam@example.com",
  phone: "760.555.0101",
  country: "usa",
  address: "1 Main St",
  city: "Oceanside",
  state: "CA",
  zip: "92056-1234",
  request_as: ["homeowner"],
  dealer_first_name: "Dana",
  dealer_last_name: "Ng",
  dealer_request_as: ["dealer", "installer"],
  installed: "true",
  message: "The sill leaks in heavy rain.",
};

const contact: RawFields = {
  role: "architect_designer",
  subject: "technical_info",
  first_name: "Lou",
  last_name: "Park",
  email: "lou@example.com",
  phone: "+1 604 555 0199",
  zip: "V6B 1A1",
};

const dealer: RawFields = {
  first_name: "Kim",
  last_name: "Ito",
  email: "kim@dealer.example",
  company_name: "Ito Windows",
  address: "9 Shore Rd",
  city: "Tampa",
  state: "FL",
  zip: "33601",
  phone: "(813) 555 - 0123",
  resellers_license: "false",
  store_count: "2",
  employee_count: "14",
  years_in_business: "12",
  external_sales_rep_count: "3",
  internal_sales_rep_count: "2",
  annual_sales_volume: "1000",
  annual_expected_lacantina: "$50,000+",
  other_brands: "Brand A, Brand B",
  showroom: "false",
  display_program_interest: "true",
  project_types: ["residential"],
  residential_count: "40",
  installation_services: "false",
  service_technicians: "0",
  credit_terms: "true",
};

const project: RawFields = {
  project_name: "Casa Marea",
  location: "Encinitas, California",
  product: "folding-doors/aluminum-wood",
  description: "A kitchen that opens onto the terrace; photos by Ines Roca.",
  first_name: "Noa",
  last_name: "Baptiste",
  email: "noa@example.com",
  phone: "",
  publish_consent: "true",
  product_updates: "true",
};

export const validLeads: Record<LeadForm, RawFields> = {
  lac_request_quote: quote,
  lac_request_service: service,
  lac_contact_us: contact,
  lac_become_dealer: dealer,
  /** Its photo (at least one) is a file: see `leadFormPhotos`. */
  lac_submit_project: project,
};

/** A lead as a browser posts it: the form name, lists as `name[]` entries, then `extra` fields. */
export function leadFormData(form: LeadForm, fields: RawFields, extra: Record<string, string> = {}): FormData {
  const body = new FormData();
  body.append("processor", form);
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const entry of value) body.append(`${name}[]`, entry);
    else body.append(name, value);
  }
  for (const [name, value] of Object.entries(extra)) body.append(name, value);
  return body;
}
