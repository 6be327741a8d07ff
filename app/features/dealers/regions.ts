/** The countries dealers serve, as the API and the dealers table spell them. */
export type Country = "US" | "CA";

/** US states (with DC and Puerto Rico), by their postal abbreviation. */
export const usStates: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  PR: "Puerto Rico",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

/** Canadian provinces and territories, by their postal abbreviation. */
export const canadianProvinces: Record<string, string> = {
  AB: "Alberta",
  BC: "British Columbia",
  MB: "Manitoba",
  NB: "New Brunswick",
  NL: "Newfoundland and Labrador",
  NS: "Nova Scotia",
  NT: "Northwest Territories",
  NU: "Nunavut",
  ON: "Ontario",
  PE: "Prince Edward Island",
  QC: "Quebec",
  SK: "Saskatchewan",
  YT: "Yukon",
};

/** The province of a Canadian postal code, from its first letter (X is shared by two territories). */
const provinceByLetter: Record<string, string> = {
  A: "NL",
  B: "NS",
  C: "PE",
  E: "NB",
  G: "QC",
  H: "QC",
  J: "QC",
  K: "ON",
  L: "ON",
  M: "ON",
  N: "ON",
  P: "ON",
  R: "MB",
  S: "SK",
  T: "AB",
  V: "BC",
  X: "NT",
  Y: "YT",
};

export function provinceOfPostalCode(code: string): string | undefined {
  return provinceByLetter[code.charAt(0).toUpperCase()];
}

export function countryOfRegion(region: string): Country | undefined {
  if (region in usStates) return "US";
  if (region in canadianProvinces) return "CA";
  return undefined;
}

const byName = new Map(
  [...Object.entries(usStates), ...Object.entries(canadianProvinces)].map(([code, name]) => [name.toUpperCase(), code] as const),
);

/** A state or province as a visitor writes it ("ca", "California", "Ontario"), as its abbreviation. */
export function regionCode(text: string): string | undefined {
  const upper = text.trim().toUpperCase();
  if (countryOfRegion(upper)) return upper;
  return byName.get(upper.replace(/\s+/g, " "));
}
