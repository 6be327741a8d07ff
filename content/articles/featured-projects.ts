import type { ArticleSource } from "./article";

/** Featured projects: finished homes and buildings where our systems play a part. */
export const featuredProjects: ArticleSource[] = [
  {
    slug: "malibu-beach-house",
    title: "A Beach House in Malibu",
    date: "2023-12-19",
    tags: ["Residential", "Folding Doors", "Coastal"],
    description: "A 40-foot folding wall opens a Malibu living room to the deck and the Pacific.",
    scene: { seed: 1401, time: "golden", view: "interior", opening: "folding", setting: "ocean", open: 1, floor: "oak" },
    alt: "An oak-floored living room with a fully opened folding glass wall facing the ocean",
    intro: [
      "The owners wanted the sound of the surf in the living room. A 40-foot aluminum folding wall, stacking to both ends, opens the whole ocean side of the house.",
      "Stainless steel hardware and a Clear Anodized finish were chosen for the salt air.",
    ],
    quote: { quote: "We open it in the morning and close it at night. In between, the deck is the living room.", quoted: "The homeowners" },
  },
  {
    slug: "hillside-modern-in-austin",
    title: "A Hillside Modern in Austin",
    date: "2024-03-26",
    tags: ["Residential", "Sliding Doors"],
    description: "Thermally controlled sliding doors keep a glass-walled Austin home comfortable through hot summers.",
    scene: { seed: 1402, time: "dusk", view: "exterior", opening: "sliding", setting: "hills", frame: "black", cladding: "stone" },
    alt: "A stone-clad hillside house at dusk with tall black sliding doors lit from inside",
    intro: [
      "Set into a limestone slope, this house looks west over the hills. Aluminum Thermally Controlled sliding doors with a solar control low-E coating keep the afternoon heat outside.",
    ],
  },
  {
    slug: "boutique-hotel-in-palm-springs",
    title: "A Boutique Hotel in Palm Springs",
    date: "2024-07-09",
    tags: ["Commercial", "Hospitality", "Folding Doors"],
    description: "Every guest room of a Palm Springs hotel opens onto its own private patio through a folding glass wall.",
    scene: { seed: 1403, time: "golden", view: "interior", opening: "folding", setting: "resort", room: "living" },
    alt: "A hotel room with a folding glass wall opening to a private patio in the desert",
    intro: [
      "Thirty-two guest rooms, each with a folding wall to a private patio. The designers chose a Bronze finish to sit with the desert palette.",
      "Traffic door panels let guests step out without opening the whole wall.",
    ],
  },
  {
    slug: "coastal-restaurant-in-la-jolla",
    title: "A Coastal Restaurant in La Jolla",
    date: "2024-10-15",
    tags: ["Commercial", "Restaurants", "Folding Doors"],
    description: "A La Jolla restaurant turns its whole street front into a patio with a 30-foot folding system.",
    scene: { seed: 1404, time: "dusk", view: "interior", opening: "folding", setting: "restaurant", room: "restaurant", open: 1 },
    alt: "A restaurant dining room with its folding glass front open to the street at dusk",
    intro: [
      "A 30-foot folding system opens the full street front of this restaurant. In summer, the dining room and the sidewalk tables become one space.",
    ],
  },
  {
    slug: "learning-commons-at-a-community-college",
    title: "A Learning Commons That Opens to the Quad",
    date: "2025-05-20",
    tags: ["Commercial", "Education", "Sliding Doors"],
    description: "Sliding glass walls connect a community college's learning commons to the quad.",
    scene: { seed: 1405, time: "day", view: "exterior", opening: "sliding", setting: "campus", cladding: "concrete" },
    alt: "A concrete campus building with a wall of sliding glass doors onto a lawn",
    intro: [
      "Students asked for more places to study outside. The architects answered with a wall of sliding doors that opens the learning commons to the quad on mild days.",
    ],
  },
  {
    slug: "garden-cottage-in-portland",
    title: "A Garden Cottage in Portland",
    date: "2025-08-26",
    tags: ["Residential", "Wood", "Swing Doors"],
    description: "Douglas Fir swing doors open a small Portland cottage to its garden.",
    scene: { seed: 1406, time: "day", view: "exterior", opening: "swing", setting: "garden", frame: "wood", cladding: "timber" },
    alt: "A timber cottage with wood-framed swing doors open to a garden",
    intro: [
      "A pair of Vertical Grain Douglas Fir swing doors with sidelites makes this small cottage feel twice its size. The wood was finished to match the timber cladding.",
    ],
  },
  {
    slug: "rooftop-terrace-in-san-francisco",
    title: "A Rooftop Terrace in San Francisco",
    date: "2026-02-10",
    tags: ["Residential", "City Living", "Sliding Doors"],
    description: "Laminated glass sliding doors open a penthouse to a rooftop terrace above the city.",
    scene: { seed: 1407, time: "dusk", view: "exterior", opening: "sliding", setting: "city", frame: "black", open: 0.7 },
    alt: "Black sliding doors opening a penthouse to a rooftop terrace at dusk",
    intro: [
      "Wind and noise are the challenges on a city rooftop. Laminated glass quiets the street below, and a raised sill keeps driving rain out.",
    ],
  },
  {
    slug: "pool-house-in-scottsdale",
    title: "A Pool House in Scottsdale",
    date: "2026-09-22",
    tags: ["Residential", "Folding Doors", "Indoor-Outdoor Living"],
    description: "A folding wall turns a Scottsdale pool house into an open pavilion.",
    scene: { seed: 1408, time: "golden", view: "exterior", opening: "folding", setting: "pool", open: 1 },
    alt: "A pool house with its folding glass wall fully open beside a pool at golden hour",
    intro: [
      "With the folding wall stacked away, the pool house becomes an open pavilion. Closed, it is a cool retreat from the desert afternoon.",
    ],
  },
];
