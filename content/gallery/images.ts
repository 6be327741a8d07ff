import type { GalleryItemInput } from "../../app/features/gallery/index.server";
import type { ImageCategory } from "../../app/features/gallery";
import type { DemoImage } from "../media/demo-image";
import type { Scene } from "../media/scene";
import { altText } from "./describe";

type Shot = {
  title: string;
  /** What the project was: the first sentence of the description. */
  project: string;
  scene: Omit<Scene, "seed"> & Required<Pick<Scene, "frame" | "room">>;
  material: string;
};

const productStyles = { folding: "Folding Doors", sliding: "Sliding Doors", swing: "Swing Doors" } as const;

const shots: Record<ImageCategory, Shot[]> = {
  Residential: [
    {
      title: "Malibu Bluff House",
      project: "A cliff-top home opened to the Pacific.",
      material: "Aluminum",
      scene: { view: "interior", time: "golden", opening: "folding", setting: "ocean", frame: "bronze", room: "living", stack: "left" },
    },
    {
      title: "Ojai Ranch Living Room",
      project: "A ranch house living room that becomes a porch.",
      material: "Aluminum Wood",
      scene: { view: "interior", time: "day", opening: "folding", setting: "hills", frame: "wood", room: "living", stack: "right" },
    },
    {
      title: "Pasadena Garden Dining",
      project: "A craftsman remodel with a dining room on the garden.",
      material: "Wood",
      scene: { view: "interior", time: "day", opening: "swing", setting: "garden", frame: "wood", room: "dining" },
    },
    {
      title: "Palm Desert Pool House",
      project: "A desert pool house with the whole wall folded away.",
      material: "Aluminum Thermally Controlled",
      scene: { view: "exterior", time: "golden", opening: "folding", setting: "pool", frame: "black", room: "living", cladding: "stucco" },
    },
    {
      title: "Silver Lake Hillside",
      project: "A hillside home with a sliding wall to the canyon.",
      material: "Contemporary Clad",
      scene: { view: "exterior", time: "dusk", opening: "sliding", setting: "hills", frame: "black", room: "living", cladding: "timber" },
    },
    {
      title: "Laguna Beach Terrace",
      project: "A beach house living room that opens to the sea breeze.",
      material: "V2",
      scene: { view: "exterior", time: "day", opening: "folding", setting: "ocean", frame: "white", room: "living", cladding: "stucco" },
    },
    {
      title: "Austin Courtyard Home",
      project: "A courtyard home with swing doors on every side.",
      material: "Aluminum",
      scene: { view: "exterior", time: "day", opening: "swing", setting: "garden", frame: "bronze", room: "dining", cladding: "stone" },
    },
    {
      title: "San Diego Penthouse",
      project: "A penthouse with a corner of glass above downtown.",
      material: "Aluminum Thermally Controlled",
      scene: { view: "interior", time: "dusk", opening: "sliding", setting: "city", frame: "black", room: "living", stack: "both" },
    },
    {
      title: "Sonoma Vineyard Retreat",
      project: "A weekend house between the vines.",
      material: "Aluminum Wood",
      scene: { view: "interior", time: "golden", opening: "folding", setting: "hills", frame: "wood", room: "dining", stack: "both" },
    },
    {
      title: "Scottsdale Pool Pavilion",
      project: "A pavilion where the family room meets the pool.",
      material: "Vinyl",
      scene: { view: "interior", time: "day", opening: "sliding", setting: "pool", frame: "white", room: "living", stack: "right" },
    },
    {
      title: "Carmel Stone Cottage",
      project: "A stone cottage with a new garden wall of glass.",
      material: "Wood",
      scene: { view: "exterior", time: "golden", opening: "folding", setting: "garden", frame: "wood", room: "living", cladding: "stone" },
    },
    {
      title: "Newport Harbor Residence",
      project: "A harbor-front home with a wide sliding opening.",
      material: "Aluminum",
      scene: {
        view: "exterior",
        time: "dusk",
        opening: "sliding",
        setting: "ocean",
        frame: "bronze",
        room: "living",
        cladding: "concrete",
      },
    },
  ],
  "Development-Multi-Family": [
    {
      title: "Mission Bay Lofts",
      project: "Loft apartments with folding walls to shared terraces.",
      material: "Aluminum",
      scene: { view: "exterior", time: "day", opening: "folding", setting: "city", frame: "black", room: "living", cladding: "concrete" },
    },
    {
      title: "Marina Del Rey Flats",
      project: "Waterfront flats where every unit opens to the marina air.",
      material: "V2",
      scene: { view: "interior", time: "golden", opening: "sliding", setting: "ocean", frame: "white", room: "living", stack: "right" },
    },
    {
      title: "Hollywood Hills Townhomes",
      project: "Townhomes terraced down a hillside.",
      material: "Contemporary Clad",
      scene: { view: "exterior", time: "dusk", opening: "folding", setting: "hills", frame: "bronze", room: "living", cladding: "timber" },
    },
    {
      title: "Denver Union Residences",
      project: "City residences with a folding corner in each living room.",
      material: "Aluminum Thermally Controlled",
      scene: { view: "interior", time: "day", opening: "folding", setting: "city", frame: "black", room: "dining", stack: "left" },
    },
    {
      title: "Boca Garden Condominiums",
      project: "Garden condominiums with swing doors to private patios.",
      material: "Aluminum",
      scene: { view: "exterior", time: "day", opening: "swing", setting: "garden", frame: "white", room: "living", cladding: "stucco" },
    },
    {
      title: "Phoenix Poolside Apartments",
      project: "Apartments around a shared pool court.",
      material: "Vinyl",
      scene: { view: "exterior", time: "golden", opening: "sliding", setting: "pool", frame: "white", room: "living", cladding: "stucco" },
    },
    {
      title: "Seattle Market Lofts",
      project: "Loft living rooms over the market with slim sliding panels.",
      material: "Aluminum Wood",
      scene: { view: "interior", time: "dusk", opening: "sliding", setting: "city", frame: "wood", room: "living", stack: "both" },
    },
    {
      title: "Napa Valley Villas",
      project: "Villas set among olive trees and vines.",
      material: "Wood",
      scene: { view: "interior", time: "golden", opening: "folding", setting: "hills", frame: "wood", room: "living", stack: "right" },
    },
    {
      title: "Miami Bayfront Tower",
      project: "A tower of homes with folding walls to the bay.",
      material: "Aluminum Thermally Controlled",
      scene: { view: "interior", time: "day", opening: "folding", setting: "ocean", frame: "bronze", room: "living", stack: "both" },
    },
    {
      title: "Portland Garden Row",
      project: "Row houses with dining rooms on shared gardens.",
      material: "Aluminum Wood",
      scene: { view: "interior", time: "day", opening: "swing", setting: "garden", frame: "wood", room: "dining" },
    },
    {
      title: "Las Vegas Skyline Suites",
      project: "Corner suites with sliding glass to the skyline.",
      material: "Aluminum",
      scene: { view: "exterior", time: "dusk", opening: "sliding", setting: "city", frame: "black", room: "living", cladding: "concrete" },
    },
    {
      title: "Santa Monica Courtyard Homes",
      project: "Courtyard homes with pool-facing living rooms.",
      material: "Contemporary Clad",
      scene: { view: "interior", time: "golden", opening: "folding", setting: "pool", frame: "black", room: "living", stack: "left" },
    },
  ],
  "Restaurant-Retail": [
    {
      title: "Coastal Grill",
      project: "A grill whose dining room opens to the boardwalk.",
      material: "Aluminum",
      scene: {
        view: "interior",
        time: "golden",
        opening: "folding",
        setting: "restaurant",
        frame: "black",
        room: "restaurant",
        stack: "left",
      },
    },
    {
      title: "Little Italy Trattoria",
      project: "A trattoria with the front folded open to the street.",
      material: "Wood",
      scene: {
        view: "exterior",
        time: "dusk",
        opening: "folding",
        setting: "restaurant",
        frame: "wood",
        room: "restaurant",
        cladding: "stone",
      },
    },
    {
      title: "Uptown Wine Bar",
      project: "A wine bar with sliding panels to sidewalk seating.",
      material: "Aluminum Thermally Controlled",
      scene: {
        view: "interior",
        time: "dusk",
        opening: "sliding",
        setting: "restaurant",
        frame: "bronze",
        room: "restaurant",
        stack: "right",
      },
    },
    {
      title: "Harbor Fish Market",
      project: "A market hall open to the quay all summer.",
      material: "Aluminum",
      scene: {
        view: "exterior",
        time: "day",
        opening: "folding",
        setting: "restaurant",
        frame: "white",
        room: "restaurant",
        cladding: "timber",
      },
    },
    {
      title: "Rooftop Taqueria",
      project: "A rooftop taqueria over downtown.",
      material: "Contemporary Clad",
      scene: { view: "interior", time: "golden", opening: "folding", setting: "city", frame: "black", room: "restaurant", stack: "both" },
    },
    {
      title: "Garden Café",
      project: "A café whose swing doors lead to a garden patio.",
      material: "Aluminum Wood",
      scene: { view: "interior", time: "day", opening: "swing", setting: "garden", frame: "wood", room: "restaurant" },
    },
    {
      title: "Main Street Bistro",
      project: "A bistro front that disappears on warm evenings.",
      material: "Aluminum",
      scene: {
        view: "exterior",
        time: "golden",
        opening: "sliding",
        setting: "restaurant",
        frame: "bronze",
        room: "restaurant",
        cladding: "concrete",
      },
    },
    {
      title: "Lakeside Brewery",
      project: "A brewery taproom open to the hills.",
      material: "Aluminum Thermally Controlled",
      scene: { view: "interior", time: "day", opening: "folding", setting: "hills", frame: "black", room: "restaurant", stack: "left" },
    },
    {
      title: "Boutique on Fifth",
      project: "A boutique storefront that folds open to shoppers.",
      material: "Contemporary Clad",
      scene: { view: "exterior", time: "day", opening: "folding", setting: "city", frame: "black", room: "restaurant", cladding: "stucco" },
    },
    {
      title: "Pier Oyster Bar",
      project: "An oyster bar with a wall of glass to the sea.",
      material: "V2",
      scene: { view: "interior", time: "dusk", opening: "folding", setting: "ocean", frame: "white", room: "restaurant", stack: "right" },
    },
    {
      title: "Arts District Coffee",
      project: "A roastery café with sliding doors to the sidewalk.",
      material: "Aluminum",
      scene: {
        view: "interior",
        time: "day",
        opening: "sliding",
        setting: "restaurant",
        frame: "black",
        room: "restaurant",
        stack: "both",
      },
    },
    {
      title: "Poolside Grill at the Club",
      project: "A club grill opening onto the pool terrace.",
      material: "Aluminum Wood",
      scene: {
        view: "exterior",
        time: "golden",
        opening: "folding",
        setting: "pool",
        frame: "wood",
        room: "restaurant",
        cladding: "stone",
      },
    },
  ],
  "Resort-Hotel": [
    {
      title: "Cabo Cliffside Resort",
      project: "Guest suites that open straight to the ocean view.",
      material: "Aluminum Thermally Controlled",
      scene: { view: "interior", time: "golden", opening: "folding", setting: "ocean", frame: "bronze", room: "living", stack: "both" },
    },
    {
      title: "Palm Springs Desert Inn",
      project: "A restored desert inn around a palm-lined pool.",
      material: "Aluminum",
      scene: { view: "exterior", time: "day", opening: "sliding", setting: "resort", frame: "white", room: "living", cladding: "stucco" },
    },
    {
      title: "Maui Beach Villas",
      project: "Beach villas with living rooms open to the lanai.",
      material: "Wood",
      scene: { view: "interior", time: "day", opening: "folding", setting: "resort", frame: "wood", room: "living", stack: "left" },
    },
    {
      title: "Big Sur Lodge",
      project: "A lodge restaurant above the coastline.",
      material: "Aluminum Wood",
      scene: { view: "interior", time: "dusk", opening: "folding", setting: "ocean", frame: "wood", room: "dining", stack: "right" },
    },
    {
      title: "Tulum Pool Suites",
      project: "Pool suites where the wall slides into the pocket.",
      material: "Contemporary Clad",
      scene: {
        view: "exterior",
        time: "golden",
        opening: "sliding",
        setting: "resort",
        frame: "black",
        room: "living",
        cladding: "concrete",
      },
    },
    {
      title: "Napa Spa Hotel",
      project: "A spa hotel with swing doors to the treatment gardens.",
      material: "Aluminum Wood",
      scene: { view: "exterior", time: "day", opening: "swing", setting: "garden", frame: "wood", room: "living", cladding: "stone" },
    },
    {
      title: "Key West Harbor Hotel",
      project: "Harbor rooms with folding walls to private terraces.",
      material: "V2",
      scene: { view: "exterior", time: "dusk", opening: "folding", setting: "ocean", frame: "white", room: "living", cladding: "timber" },
    },
    {
      title: "Scottsdale Golf Resort",
      project: "Casitas facing the fairways and the hills.",
      material: "Aluminum Thermally Controlled",
      scene: { view: "interior", time: "golden", opening: "sliding", setting: "hills", frame: "bronze", room: "living", stack: "both" },
    },
    {
      title: "Miami Rooftop Hotel",
      project: "A rooftop lounge with folding glass to the skyline.",
      material: "Aluminum",
      scene: { view: "interior", time: "dusk", opening: "folding", setting: "city", frame: "black", room: "dining", stack: "left" },
    },
    {
      title: "Santa Barbara Mission Inn",
      project: "An inn where every suite opens to the pool court.",
      material: "Wood",
      scene: { view: "exterior", time: "day", opening: "folding", setting: "resort", frame: "wood", room: "living", cladding: "stucco" },
    },
    {
      title: "Lake Tahoe Lodge Suites",
      project: "Lodge suites opening to meadow and mountains.",
      material: "Aluminum Wood",
      scene: { view: "interior", time: "day", opening: "swing", setting: "hills", frame: "wood", room: "living" },
    },
    {
      title: "Caribbean Pool Pavilion",
      project: "A pavilion bar that folds open on all sides.",
      material: "Aluminum",
      scene: { view: "interior", time: "day", opening: "folding", setting: "pool", frame: "white", room: "dining", stack: "right" },
    },
  ],
  "Education-Office": [
    {
      title: "Pacific University Commons",
      project: "A student commons that spills onto the courtyard.",
      material: "Aluminum Thermally Controlled",
      scene: { view: "interior", time: "day", opening: "folding", setting: "campus", frame: "black", room: "workspace", stack: "left" },
    },
    {
      title: "Creative Agency Studio",
      project: "A studio floor with a sliding wall to the roof deck.",
      material: "Aluminum",
      scene: { view: "interior", time: "golden", opening: "sliding", setting: "city", frame: "black", room: "workspace", stack: "both" },
    },
    {
      title: "Mountain View Tech Campus",
      project: "A tech campus café that opens to the quad.",
      material: "Contemporary Clad",
      scene: {
        view: "exterior",
        time: "day",
        opening: "folding",
        setting: "campus",
        frame: "bronze",
        room: "workspace",
        cladding: "concrete",
      },
    },
    {
      title: "Charter School Learning Hall",
      project: "Classrooms that open to an outdoor learning garden.",
      material: "Aluminum",
      scene: { view: "interior", time: "day", opening: "folding", setting: "garden", frame: "white", room: "workspace", stack: "right" },
    },
    {
      title: "Downtown Law Offices",
      project: "A partners' floor with sliding glass to the terrace.",
      material: "Aluminum Thermally Controlled",
      scene: { view: "exterior", time: "dusk", opening: "sliding", setting: "city", frame: "black", room: "workspace", cladding: "stone" },
    },
    {
      title: "Community College Library",
      project: "A reading room with swing doors to the courtyard.",
      material: "Aluminum Wood",
      scene: { view: "interior", time: "golden", opening: "swing", setting: "campus", frame: "wood", room: "workspace" },
    },
    {
      title: "Coastal Research Institute",
      project: "Research offices with a folding wall to the sea.",
      material: "V2",
      scene: { view: "interior", time: "day", opening: "folding", setting: "ocean", frame: "white", room: "workspace", stack: "both" },
    },
    {
      title: "Design School Pavilion",
      project: "A crit space that folds open to the campus lawn.",
      material: "Wood",
      scene: {
        view: "exterior",
        time: "golden",
        opening: "folding",
        setting: "campus",
        frame: "wood",
        room: "workspace",
        cladding: "timber",
      },
    },
    {
      title: "Winery Headquarters",
      project: "Offices among the vines with a sliding opening.",
      material: "Aluminum Wood",
      scene: { view: "interior", time: "golden", opening: "sliding", setting: "hills", frame: "wood", room: "workspace", stack: "left" },
    },
    {
      title: "Startup Garden Office",
      project: "A garden office where meetings move outdoors.",
      material: "Contemporary Clad",
      scene: { view: "exterior", time: "day", opening: "swing", setting: "garden", frame: "black", room: "workspace", cladding: "stucco" },
    },
    {
      title: "University Innovation Center",
      project: "A maker space opening to the campus plaza.",
      material: "Aluminum",
      scene: {
        view: "exterior",
        time: "dusk",
        opening: "folding",
        setting: "campus",
        frame: "bronze",
        room: "workspace",
        cladding: "concrete",
      },
    },
    {
      title: "Skyline Co-Working Floor",
      project: "A co-working floor with folding glass to the city.",
      material: "Aluminum Thermally Controlled",
      scene: { view: "interior", time: "dusk", opening: "folding", setting: "city", frame: "bronze", room: "workspace", stack: "right" },
    },
  ],
};

const WIDTH = 1200;
const HEIGHT = 800;
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const entries = Object.entries(shots).flatMap(([category, list], categoryIndex) =>
  list.map((shot, index) => {
    const file = `gallery/${slugOf(category)}/${slugOf(shot.title)}.jpg`;
    return { category, shot, index, file, seed: 1000 + categoryIndex * 100 + index * 7 };
  }),
);

/** The project photographs, rendered by ensureDemoMedia like every demo image. */
export const galleryImageFiles: DemoImage[] = entries.map(({ file, shot, seed }) => ({
  file,
  width: WIDTH,
  height: HEIGHT,
  scene: { seed, ...shot.scene },
}));

/** The image gallery's items (SPEC §3), newest first within each category. */
export const galleryImageItems: GalleryItemInput[] = entries.map(({ category, shot, index, file }) => {
  const url = `/media/${file}`;
  const style = productStyles[shot.scene.opening];
  return {
    _id: `image-${slugOf(category)}-${String(index + 1).padStart(2, "0")}`,
    medium: "images",
    categories: [category],
    _source: {
      title: shot.title,
      description: `${shot.project} ${style.replace(" Doors", "")} doors in ${shot.material}, ${shot.scene.frame} finish.`,
      alt_text: altText({ ...shot.scene, material: shot.material }),
      created_at: new Date(Date.UTC(2026, 9, 30 - index, 12)).toISOString(),
      cdn_paths: { original: url, "575": `${url}?w=575&f=jpeg` },
      grouped_tags: [`Category/${category}`, `Product Style/${style}`, `Material/${shot.material}`],
      "Product Style": [style],
      Material: [shot.material],
      width: WIDTH,
      height: HEIGHT,
    },
  };
});
