import { describe, expect, it } from "vitest";
import { validLeads } from "../../../tests/support/leads";
import { leadRows } from "./notification.server";
import { validateLead } from "./schemas";

describe("a lead's answers as staff read them", () => {
  it("names each question as the form asks it and each choice by the label the visitor picked", () => {
    const rows = leadRows("lac_contact_us", {
      role: "homeowner",
      subject: "sales",
      first_name: "Ada",
      email: "ada@example.com",
      product_updates: true,
    });
    expect(rows).toEqual([
      { field: "role", label: "I am a", value: "Homeowner" },
      { field: "subject", label: "Subject", value: "Sales" },
      { field: "first_name", label: "First name", value: "Ada" },
      { field: "email", label: "Email", value: "ada@example.com" },
      { field: "product_updates", label: "Send me product news", value: "Yes" },
    ]);
  });

  it("reads lists, provinces and the quote's timeframe by their labels, and keeps a value no list offers as stored", () => {
    const service = leadRows("lac_request_service", {
      country: "canada",
      state: "QC",
      request_as: ["dealer", "installer"],
      installed: false,
    });
    expect(service.map((row) => [row.label, row.value])).toEqual([
      ["Country", "Canada"],
      ["State / Province", "Quebec"],
      ["I am a", "Dealer, Installer"],
      ["Is the product installed?", "No"],
    ]);
    expect(leadRows("lac_request_quote", { timeframe: "3", role: "astronaut" }).map((row) => row.value)).toEqual([
      "astronaut",
      "Under 3 months",
    ]);
  });

  it("reads a dealer application by the form's questions, none by its field's name", () => {
    const parsed = validateLead("lac_become_dealer", validLeads.lac_become_dealer);
    if (!parsed.success) throw new Error("the test's dealer application is valid");
    expect(leadRows("lac_become_dealer", parsed.data).map((row) => [row.label, row.value])).toEqual([
      ["First name", "Kim"],
      ["Last name", "Ito"],
      ["Email", "kim@dealer.example"],
      ["Company name", "Ito Windows"],
      ["Address", "9 Shore Rd"],
      ["City", "Tampa"],
      ["State", "Florida"],
      ["ZIP code", "33601"],
      ["Phone", "(813) 555 - 0123"],
      ["Holds a reseller's license", "No"],
      ["Number of stores", "2"],
      ["Number of employees", "14"],
      ["Years in business", "12"],
      ["External sales reps", "3"],
      ["Internal sales reps", "2"],
      ["Annual sales volume", "$1M - $5M"],
      ["Expected annual LaCantina sales", "$50,000+"],
      ["Brands carried", "Brand A, Brand B"],
      ["Has a showroom", "No"],
      ["Interested in the display program", "Yes"],
      ["Project types", "Residential"],
      ["Residential projects", "40"],
      ["Offers installation services", "No"],
      ["Service technicians", "0"],
      ["Applying for credit terms", "Yes"],
    ]);
    const followUps = leadRows("lac_become_dealer", { federal_id: "12-3456789", commercial_count: 5 });
    expect(followUps.map((row) => row.label)).toEqual(["Federal ID", "Commercial projects"]);
  });
});
