import { describe, expect, it } from "vitest";
import { MESSAGE_MAX_LENGTH } from "./options";
import { validLeads } from "../../../tests/support/leads";
import { PUBLISH_CONSENT_MESSAGE, REQUIRED, leadFieldOrder, validateLead } from "./schemas";

const {
  lac_request_quote: quote,
  lac_request_service: service,
  lac_contact_us: contact,
  lac_become_dealer: dealer,
  lac_submit_project: project,
} = validLeads;

function errorsOf(result: ReturnType<typeof validateLead>) {
  return result.success ? {} : result.errors;
}

describe("lac_request_quote", () => {
  it("accepts a complete quote request, with door_type[] and material_type[] as lists", () => {
    const result = validateLead("lac_request_quote", quote);
    expect(result).toMatchObject({
      success: true,
      data: { door_type: ["Folding Door", "Swing Door"], product_updates: true, message: undefined },
    });
  });

  it("requires role, project_type, door_type, material_type, timeframe, first_name, last_name, email, phone, state and zip", () => {
    const errors = errorsOf(validateLead("lac_request_quote", {}));
    for (const field of ["role", "project_type", "timeframe", "first_name", "last_name", "email", "phone", "state", "zip"])
      expect(errors[field], field).toEqual([REQUIRED]);
    expect(errors.door_type).toEqual(["Choose at least one."]);
    expect(errors.material_type).toEqual(["Choose at least one."]);
    expect(errors.message).toBeUndefined();
    expect(errors.product_updates).toBeUndefined();
  });

  it("refuses values outside the option lists", () => {
    const errors = errorsOf(
      validateLead("lac_request_quote", {
        ...quote,
        role: "spy",
        project_type: "Castle",
        door_type: ["Trap Door"],
        material_type: ["Steel"],
        timeframe: "24",
        state: "ZZ",
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(["door_type", "material_type", "project_type", "role", "state", "timeframe"]);
  });

  it("takes a single door_type as a list of one", () => {
    expect(validateLead("lac_request_quote", { ...quote, door_type: "Sliding Door" })).toMatchObject({
      data: { door_type: ["Sliding Door"] },
    });
  });

  it("limits the message to 1500 characters", () => {
    expect(validateLead("lac_request_quote", { ...quote, message: "x".repeat(MESSAGE_MAX_LENGTH) }).success).toBe(true);
    expect(errorsOf(validateLead("lac_request_quote", { ...quote, message: "x".repeat(MESSAGE_MAX_LENGTH + 1) })).message).toEqual([
      "Use at most 1500 characters.",
    ]);
  });

  it("product_updates is false when the box is unticked", () => {
    const { product_updates: _, ...unticked } = quote;
    expect(validateLead("lac_request_quote", unticked)).toMatchObject({ data: { product_updates: false } });
  });

  it.each([
    ["email", "ana@", false],
    ["email", "ana example.com", false],
    ["email", "a@b.co", true],
    ["phone", "555-0100", false],
    ["phone", "(760) 555 - 0100 ext 4", true],
    ["phone", "555-555-5555 x123", true],
    ["phone", "555\u2013555\u20135555", true],
    ["phone", "555/555-5555", true],
    ["phone", "\u202A+1 (555) 555-5555\u202C", true],
    ["phone", "+44 (0) 20 7946 0958", true],
    ["phone", "555 0100 ext 1234567", false],
    ["phone", "call 555 555 5555", false],
    ["phone", "+44 20 7946 0958", true],
    ["email", "ivan@xn--e1afmkfd.xn--p1ai", true],
    ["email", "a&b@example.com", true],
    ["email", "ann@example.com\u200B", true],
    ["email", "ann@localhost", false],
    ["email", "ann@@example.com", false],
    ["first_name", "Mary\u00A0Ann", true],
    ["first_name", "\u5C71\u7530\u3000\u82B1\u5B50", true],
    ["first_name", "\u0645\u0647\u0631\u200C\u0646\u0627\u0632", true],
    ["first_name", "Ann\u200F", true],
    ["last_name", "\u2019t Hooft", true],
    ["last_name", "Smith, Jr.", true],
    ["last_name", "Smith\u2010Jones", true],
    ["last_name", "- -", false],
    ["last_name", "Smith2", false],
    ["zip", "9205", false],
    ["zip", "92056-12", false],
    ["first_name", "<script>", false],
    ["first_name", "José María", true],
  ])("%s %j is valid: %s", (field, value, valid) => {
    expect(validateLead("lac_request_quote", { ...quote, [field]: value }).success).toBe(valid);
  });

  it("refuses a list where one value is expected", () => {
    expect(errorsOf(validateLead("lac_request_quote", { ...quote, email: ["a@b.co", "c@d.co"] })).email).toBeDefined();
  });
});

describe("lac_request_service", () => {
  it("accepts a complete request and reads installed as a boolean", () => {
    expect(validateLead("lac_request_service", service)).toMatchObject({
      success: true,
      data: { installed: true, request_as: ["homeowner"] },
    });
  });

  it("requires every field of SPEC §5 and not order_number, fax, video_url", () => {
    const errors = errorsOf(validateLead("lac_request_service", {}));
    expect(Object.keys(errors).sort()).toEqual(
      [
        "address",
        "city",
        "country",
        "dealer_first_name",
        "dealer_last_name",
        "dealer_request_as",
        "email",
        "first_name",
        "installed",
        "last_name",
        "message",
        "phone",
        "request_as",
        "state",
        "zip",
      ].sort(),
    );
  });

  it("country is usa or canada, and state and zip follow the country", () => {
    expect(errorsOf(validateLead("lac_request_service", { ...service, country: "mexico" })).country).toEqual([
      "Choose one of the options.",
    ]);
    const canada = errorsOf(validateLead("lac_request_service", { ...service, country: "canada" }));
    expect(canada.state).toBeDefined();
    expect(canada.zip).toBeDefined();
    expect(validateLead("lac_request_service", { ...service, country: "canada", state: "BC", zip: "V6B 1A1" }).success).toBe(true);
  });

  it("takes one hosted video by its http(s) address only", () => {
    expect(validateLead("lac_request_service", { ...service, video_url: "https://youtu.be/abc" }).success).toBe(true);
    expect(validateLead("lac_request_service", { ...service, video_url: "youtu.be/abc" })).toMatchObject({
      data: { video_url: "https://youtu.be/abc" },
    });
    expect(errorsOf(validateLead("lac_request_service", { ...service, video_url: "javascript:alert(1)" })).video_url).toBeDefined();
    expect(errorsOf(validateLead("lac_request_service", { ...service, video_url: "ftp://host/video.mp4" })).video_url).toBeDefined();
  });

  it("installed must be the text true or false", () => {
    expect(errorsOf(validateLead("lac_request_service", { ...service, installed: "yes" })).installed).toEqual([
      "Choose one of the options.",
    ]);
    expect(validateLead("lac_request_service", { ...service, installed: "false" })).toMatchObject({ data: { installed: false } });
  });
});

describe("lac_contact_us", () => {
  it("accepts a question with a Canadian postal code", () => {
    expect(validateLead("lac_contact_us", contact)).toMatchObject({ success: true, data: { product_updates: false } });
  });

  it("requires first_name, last_name, email, phone, zip, role and subject", () => {
    expect(Object.keys(errorsOf(validateLead("lac_contact_us", {}))).sort()).toEqual(
      ["email", "first_name", "last_name", "phone", "role", "subject", "zip"].sort(),
    );
  });

  it("refuses an unknown subject", () => {
    expect(errorsOf(validateLead("lac_contact_us", { ...contact, subject: "gossip" })).subject).toBeDefined();
  });
});

describe("lac_become_dealer", () => {
  it("accepts a complete application and drops answers to questions that were not asked", () => {
    const result = validateLead("lac_become_dealer", { ...dealer, federal_id: "12-3456789", commercial_count: "4" });
    expect(result).toMatchObject({ success: true, data: { years_in_business: 12, resellers_license: false, residential_count: 40 } });
    expect(result.success && result.data.federal_id).toBeUndefined();
    expect(result.success && result.data.commercial_count).toBeUndefined();
  });

  it("requires every required field of SPEC §3", () => {
    const errors = errorsOf(validateLead("lac_become_dealer", {}));
    for (const field of [
      "first_name",
      "last_name",
      "email",
      "company_name",
      "address",
      "city",
      "state",
      "zip",
      "phone",
      "store_count",
      "employee_count",
      "years_in_business",
      "external_sales_rep_count",
      "internal_sales_rep_count",
      "annual_sales_volume",
      "annual_expected_lacantina",
      "other_brands",
      "showroom",
      "display_program_interest",
      "project_types",
      "installation_services",
      "service_technicians",
      "credit_terms",
      "resellers_license",
    ])
      expect(errors[field], field).toBeDefined();
    for (const field of ["fax", "website_url", "owner", "sales_manager", "parent_company", "company_type", "federal_id"])
      expect(errors[field], field).toBeUndefined();
  });

  it.each([
    ["federal_id", { resellers_license: "true" }],
    ["folding_multislide", { showroom: "true" }],
    ["in_house_independent", { installation_services: "true" }],
    ["residential_count", { residential_count: "" }],
    ["commercial_count", { project_types: ["residential", "commercial"] }],
  ])("requires %s only when its condition holds", (field, change) => {
    expect(validateLead("lac_become_dealer", dealer).success).toBe(true);
    expect(errorsOf(validateLead("lac_become_dealer", { ...dealer, ...change }))[field]).toEqual([REQUIRED]);
  });

  it("takes the conditional answers when their condition holds", () => {
    const result = validateLead("lac_become_dealer", {
      ...dealer,
      resellers_license: "true",
      federal_id: "12-3456789",
      showroom: "true",
      folding_multislide: "both",
      installation_services: "true",
      in_house_independent: "inhouse",
    });
    expect(result).toMatchObject({
      success: true,
      data: { federal_id: "12-3456789", folding_multislide: "both", in_house_independent: "inhouse" },
    });
  });

  it("years_in_business is a whole number", () => {
    expect(errorsOf(validateLead("lac_become_dealer", { ...dealer, years_in_business: "ten" })).years_in_business).toEqual([
      "Enter a number.",
    ]);
    expect(errorsOf(validateLead("lac_become_dealer", { ...dealer, years_in_business: "2.5" })).years_in_business).toEqual([
      "Enter a whole number.",
    ]);
    expect(errorsOf(validateLead("lac_become_dealer", { ...dealer, years_in_business: "-1" })).years_in_business).toEqual([
      "Enter 0 or more.",
    ]);
  });

  it("refuses amounts outside the option lists and a website that is not http(s)", () => {
    const errors = errorsOf(
      validateLead("lac_become_dealer", {
        ...dealer,
        annual_sales_volume: "7",
        annual_expected_lacantina: "$5",
        website_url: "javascript:alert(1)",
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(["annual_expected_lacantina", "annual_sales_volume", "website_url"]);
    expect(validateLead("lac_become_dealer", { ...dealer, website_url: "www.ito.example" })).toMatchObject({
      data: { website_url: "https://www.ito.example" },
    });
  });
});

describe("lac_submit_project", () => {
  it("accepts a complete project, its consent kept as true and the optional phone left out", () => {
    expect(validateLead("lac_submit_project", project)).toEqual({
      success: true,
      data: { ...project, phone: undefined, publish_consent: true, product_updates: true },
    });
  });

  it("requires the project's name, location and product, the sender's name and e-mail, and the consent to publish", () => {
    const errors = errorsOf(validateLead("lac_submit_project", {}));
    for (const field of ["project_name", "location", "product", "first_name", "last_name", "email"])
      expect(errors[field], field).toEqual([REQUIRED]);
    expect(errors.publish_consent).toEqual([PUBLISH_CONSENT_MESSAGE]);
    for (const field of ["description", "phone", "product_updates"]) expect(errors[field], field).toBeUndefined();
  });

  it("takes the consent only as a ticked box", () => {
    for (const refused of ["", "false", "off", "yes", "TRUE"])
      expect(errorsOf(validateLead("lac_submit_project", { ...project, publish_consent: refused })).publish_consent, refused).toEqual([
        PUBLISH_CONSENT_MESSAGE,
      ]);
    expect(validateLead("lac_submit_project", { ...project, publish_consent: "on" }).success).toBe(true);
  });

  it("offers every catalogue product, or other, and nothing else", () => {
    for (const product of ["windows/servery-window", "screens/non-pleated", "other"])
      expect(validateLead("lac_submit_project", { ...project, product }).success, product).toBe(true);
    for (const product of ["folding-doors", "garage-doors/steel", "<script>", ["folding-doors/v2", "other"]])
      expect(errorsOf(validateLead("lac_submit_project", { ...project, product })).product, String(product)).toEqual([
        "Choose one of the options.",
      ]);
  });

  it("limits the texts and checks a phone number when one is given", () => {
    const errors = errorsOf(
      validateLead("lac_submit_project", {
        ...project,
        project_name: "x".repeat(201),
        location: "   ",
        description: "x".repeat(MESSAGE_MAX_LENGTH + 1),
        phone: "call me",
      }),
    );
    expect(errors.project_name).toEqual(["Use at most 200 characters."]);
    expect(errors.location).toEqual([REQUIRED]);
    expect(errors.description).toEqual([`Use at most ${MESSAGE_MAX_LENGTH} characters.`]);
    expect(errors.phone).toEqual(["Enter a phone number with area code, like (555) 555 - 5555."]);
  });

  it("names its fields in the order the form asks them, for the e-mail, the inbox and the export", () => {
    // With how the product news box started, which the server records beside the answer.
    expect(leadFieldOrder("lac_submit_project")).toEqual([...Object.keys(project), "product_updates_default"]);
    expect(leadFieldOrder("lac_request_service")).not.toContain("product_updates_default");
  });
});
