import { type DealerInput, createDealerService, slugOf } from "../../app/features/dealers/index.server";
import type { Db } from "../../app/platform/db";

// Clearly fictitious: invented names, 555-01xx telephone numbers (reserved for fiction), addresses on
// invented streets and web and e-mail addresses under .example, which can never be registered.
type Row = [name: string, city: string, state: string, zip: string, kind: Kind];
/** How a dealer is set up: which lines it carries, whether it has a showroom, its territory. */
type Kind = "showroom" | "gallery" | "installer" | "regional" | "prefixes";

const rows: Row[] = [
  ["Harborline Door Studio", "Oceanside", "CA", "92056", "showroom"],
  ["Mesa Verde Glassworks", "San Diego", "CA", "92101", "gallery"],
  ["Westwood Opening Co.", "Los Angeles", "CA", "90025", "showroom"],
  ["Channel Coast Doors", "Santa Barbara", "CA", "93101", "installer"],
  ["Bayfront Glass Collective", "San Francisco", "CA", "94107", "showroom"],
  ["Capitol River Millwork", "Sacramento", "CA", "95814", "installer"],
  ["Desert Light Openings", "Palm Springs", "CA", "92262", "gallery"],
  ["Valley Oak Door & Window", "Fresno", "CA", "93721", "installer"],
  ["Rosewater Door Gallery", "Portland", "OR", "97209", "showroom"],
  ["High Desert Glass House", "Bend", "OR", "97701", "installer"],
  ["Sound View Openings", "Seattle", "WA", "98109", "showroom"],
  ["Inland Pines Door Co.", "Spokane", "WA", "99201", "regional"],
  ["Treasure Valley Glass", "Boise", "ID", "83702", "regional"],
  ["Wasatch Window & Door", "Salt Lake City", "UT", "84101", "gallery"],
  ["Neon Mesa Openings", "Las Vegas", "NV", "89101", "showroom"],
  ["Truckee Meadows Doors", "Reno", "NV", "89501", "installer"],
  ["Saguaro Glass Studio", "Phoenix", "AZ", "85004", "showroom"],
  ["Camelback Door Gallery", "Scottsdale", "AZ", "85251", "gallery"],
  ["Sonoran Openings", "Tucson", "AZ", "85701", "installer"],
  ["Rio Grande Door Works", "Albuquerque", "NM", "87102", "regional"],
  ["Front Range Glass & Door", "Denver", "CO", "80202", "showroom"],
  ["Roaring Fork Openings", "Aspen", "CO", "81611", "gallery"],
  ["Lady Bird Door Studio", "Austin", "TX", "78701", "showroom"],
  ["Trinity Glass Company", "Dallas", "TX", "75201", "gallery"],
  ["Bayou City Openings", "Houston", "TX", "77002", "showroom"],
  ["Alamo Heights Door Co.", "San Antonio", "TX", "78205", "installer"],
  ["Red Dirt Window & Door", "Oklahoma City", "OK", "73102", "regional"],
  ["Crossroads Glass Gallery", "Kansas City", "MO", "64105", "gallery"],
  ["North Star Openings", "Minneapolis", "MN", "55401", "showroom"],
  ["Lakefront Door Studio", "Chicago", "IL", "60607", "showroom"],
  ["Cream City Glass", "Milwaukee", "WI", "53202", "installer"],
  ["Motor City Millwork", "Detroit", "MI", "48226", "gallery"],
  ["Scioto Door & Window", "Columbus", "OH", "43215", "installer"],
  ["Music Row Openings", "Nashville", "TN", "37203", "showroom"],
  ["Peachtree Glass Studio", "Atlanta", "GA", "30303", "showroom"],
  ["Queen City Door Gallery", "Charlotte", "NC", "28202", "gallery"],
  ["Oak City Openings", "Raleigh", "NC", "27601", "installer"],
  ["Lowcountry Door Co.", "Charleston", "SC", "29401", "gallery"],
  ["Biscayne Glass House", "Miami", "FL", "33131", "showroom"],
  ["Gulfshore Openings", "Naples", "FL", "34102", "gallery"],
  ["Tampa Bay Door Studio", "Tampa", "FL", "33602", "installer"],
  ["Citrus Glass & Door", "Orlando", "FL", "32801", "prefixes"],
  ["Crescent City Openings", "New Orleans", "LA", "70130", "gallery"],
  ["Potomac Door Gallery", "Washington", "DC", "20001", "showroom"],
  ["Old City Glassworks", "Philadelphia", "PA", "19106", "gallery"],
  ["Hudson Street Openings", "New York", "NY", "10013", "showroom"],
  ["Dune Road Door Studio", "East Hampton", "NY", "11937", "prefixes"],
  ["Seaport Glass & Door", "Boston", "MA", "02110", "showroom"],
  ["Casco Bay Openings", "Portland", "ME", "04101", "regional"],
  ["Green Mountain Door Co.", "Burlington", "VT", "05401", "regional"],
  ["Trade Winds Glass", "Honolulu", "HI", "96813", "regional"],
  ["Chugach Door & Window", "Anchorage", "AK", "99501", "regional"],
  ["Teton Openings", "Jackson", "WY", "83001", "regional"],
  ["Harbourfront Door Studio", "Toronto", "ON", "M5V 2T6", "showroom"],
  ["Rideau Glass Gallery", "Ottawa", "ON", "K1P 5J2", "gallery"],
  ["Gastown Openings", "Vancouver", "BC", "V6B 1A1", "showroom"],
  ["Inner Harbour Door Co.", "Victoria", "BC", "V8W 1P6", "installer"],
  ["Bow River Glass House", "Calgary", "AB", "T2P 1J9", "gallery"],
  ["Northern Lights Openings", "Edmonton", "AB", "T5J 0N3", "regional"],
  ["Vieux-Port Portes et Fenêtres", "Montréal", "QC", "H3B 2E7", "showroom"],
  ["Cap Diamant Openings", "Québec", "QC", "G1R 4P5", "prefixes"],
  ["Citadel Hill Door Co.", "Halifax", "NS", "B3J 3K5", "regional"],
  ["Red River Glass Studio", "Winnipeg", "MB", "R3C 4T3", "regional"],
];

const streets = [
  "Harbor Way",
  "Mill Street",
  "Cedar Avenue",
  "Foundry Lane",
  "Larkspur Road",
  "Quarry Street",
  "Willow Court",
  "Copper Row",
];
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
const showroomPhotos = [
  { src: "/media/company/workshop.jpg", width: 1600, height: 1100 },
  { src: "/media/professionals/dealers-hero.jpg", width: 2560, height: 1200 },
  { src: "/media/home/craft.jpg", width: 1600, height: 1100 },
];

function demoDealer([name, city, state, zip, kind]: Row, index: number): DealerInput {
  const slug = slugOf(name);
  const canadian = /[A-Z]/.test(zip);
  const showroom = kind === "showroom" || kind === "gallery";
  const photo = kind === "showroom" ? showroomPhotos[index % showroomPhotos.length] : undefined;
  return {
    slug,
    name,
    address: `${120 + ((index * 37) % 880)} ${streets[index % streets.length]}`,
    city,
    state,
    zip,
    country: canadian ? "CA" : "US",
    phone: `(555) 555-${String(100 + (index % 100)).padStart(4, "0")}`,
    website: `https://${slug}.example`,
    leadEmail: `leads@${slug}.example`,
    showroom,
    showroomPhoto: photo ? { ...photo, alt: `Folding glass wall on display in the ${name} showroom` } : null,
    products:
      kind === "installer"
        ? ["folding-doors", "sliding-doors"]
        : kind === "gallery"
          ? ["folding-doors", "sliding-doors", "swing-doors"]
          : ["folding-doors", "sliding-doors", "swing-doors", "screens", "windows"],
    hours: showroom
      ? [
          { days: [...weekdays], opens: "09:00", closes: "17:00" },
          { days: ["Saturday"], opens: "10:00", closes: "15:00" },
        ]
      : [{ days: [...weekdays], opens: "08:00", closes: "16:30" }],
    territory:
      kind === "regional"
        ? { kind: "regions", regions: [state] }
        : kind === "prefixes"
          ? { kind: "prefixes", prefixes: [zip.slice(0, 3)] }
          : { kind: "radius", miles: kind === "installer" ? 50 : 100 },
  };
}

/** About 60 clearly fictitious dealers over the US and Canada, so the locator answers on a fresh start. */
export const demoDealers: readonly DealerInput[] = rows.map(demoDealer);

/** Saves the demo dealers (idempotent: matched by slug); a seeded dealer the list no longer has goes. */
export async function importDemoDealers(db: Db, dealers: readonly DealerInput[] = demoDealers) {
  // The import announces its changes as a whole (every page).
  return createDealerService(db).saveSeedDealers(dealers);
}
