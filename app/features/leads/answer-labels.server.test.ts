import { describe, expect, it } from "vitest";
import { leadRows } from "./notification.server";

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
});
