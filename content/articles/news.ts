import type { ArticleSource } from "./article";

/** Company news. */
export const newsItems: ArticleSource[] = [
  {
    slug: "new-oceanside-assembly-line",
    title: "A New Assembly Line in Oceanside",
    date: "2024-01-23",
    tags: ["Company", "Manufacturing"],
    description: "A second assembly line doubles our capacity for large folding systems and shortens lead times for dealers.",
    scene: { seed: 1301, time: "day", view: "interior", opening: "folding", setting: "campus", room: "workspace", floor: "concrete" },
    alt: "A bright workspace with concrete floors and folding glass doors",
    intro: [
      "We have opened a second assembly line at our Oceanside plant, dedicated to large folding door systems. It doubles our capacity for openings over 30 feet wide.",
      "Dealers can expect shorter lead times on large folding orders from the spring.",
    ],
  },
  {
    slug: "v2-series-launch",
    title: "Introducing the V2 Series",
    date: "2024-05-14",
    tags: ["Products", "V2", "Launch"],
    description: "The V2 Series brings our folding and swing doors to a new price point, with the same engineering and finishes.",
    scene: { seed: 1302, time: "golden", view: "exterior", opening: "folding", setting: "hills", frame: "black", open: 0.6 },
    alt: "Black V2 folding doors half open on a hillside house in warm light",
    intro: [
      "Today we introduce the V2 Series: folding and swing doors engineered for value, built on the same lines and finished with the same fluoropolymer paint as every LaCantina door.",
      "A V2 Direct Set window completes the family, so a whole elevation can share one look.",
    ],
  },
  {
    slug: "dealer-network-grows-in-texas",
    title: "Our Dealer Network Grows in Texas",
    date: "2024-09-03",
    tags: ["Company", "Dealers"],
    description:
      "Four new dealers in Austin, Dallas, Houston and San Antonio bring showrooms and installation crews closer to Texas homeowners.",
    scene: { seed: 1303, time: "dusk", view: "exterior", opening: "sliding", setting: "pool", open: 0.5 },
    alt: "Sliding doors half open to a lit pool at dusk",
    intro: [
      "Demand in Texas keeps growing, and so does our network. Four new dealers in Austin, Dallas, Houston and San Antonio now show our folding, sliding and swing systems in their showrooms.",
      "Each has staff trained at our Oceanside facility and their own installation crews.",
    ],
  },
  {
    slug: "award-for-commercial-folding-systems",
    title: "Commercial Folding Systems Recognised for Design",
    date: "2025-01-28",
    tags: ["Company", "Awards", "Commercial"],
    description: "Our commercial folding systems were recognised by a regional design council for the projects they made possible.",
    scene: { seed: 1304, time: "dusk", view: "exterior", opening: "folding", setting: "restaurant" },
    alt: "A restaurant front with folding glass doors lit from inside at dusk",
    intro: [
      "A regional design council has recognised our commercial folding systems for their part in restaurant and retail projects across Southern California.",
      "We share it with the architects, dealers and installers who built them.",
    ],
  },
  {
    slug: "la-rebuild-program-launch",
    title: "Launching the LA Rebuild Program",
    date: "2025-03-11",
    tags: ["Company", "Community", "LA Rebuild"],
    description: "Priority scheduling and dedicated support for homeowners rebuilding after the Los Angeles fires.",
    scene: { seed: 1305, time: "golden", view: "exterior", opening: "sliding", setting: "hills", cladding: "stucco" },
    alt: "A new stucco house on a hillside with sliding glass doors at golden hour",
    intro: [
      "Families rebuilding after the Los Angeles fires face long waits on every part of a new house. Our LA Rebuild Program gives their projects priority scheduling and a dedicated support contact.",
      "Details and eligibility are on the LA Rebuild Program page under Support.",
    ],
  },
  {
    slug: "expanded-warranty-for-screens",
    title: "Five-Year Warranty for Every Screen",
    date: "2025-07-22",
    tags: ["Products", "Screens", "Warranty"],
    description: "Pleated and non-pleated screen systems now carry the same 5-year warranty.",
    scene: { seed: 1306, time: "day", view: "interior", opening: "sliding", setting: "garden", open: 1 },
    alt: "A sliding door fully open to a garden on a sunny day",
    intro: [
      "Both our pleated and non-pleated screen systems now carry a 5-year warranty, covering the mesh, the housing and the operating hardware.",
    ],
  },
  {
    slug: "design-center-opening",
    title: "Our Design Center Opens Its Doors",
    date: "2026-03-03",
    tags: ["Company", "Design Center"],
    description: "Walk through full-size folding, sliding and swing systems in real openings at our Oceanside design center.",
    scene: { seed: 1307, time: "day", view: "interior", opening: "folding", setting: "resort", room: "living", ceiling: "slats" },
    alt: "A showroom with a full-size folding glass wall under a slatted ceiling",
    intro: [
      "Drawings and samples only go so far. At our new design center in Oceanside you can open and close full-size systems, compare finishes in daylight and talk to our team about your project.",
      "Visits are by appointment through your dealer or our contact page.",
    ],
  },
  {
    slug: "solar-power-at-the-plant",
    title: "Our Plant Now Runs on the Sun",
    date: "2026-10-06",
    tags: ["Company", "Sustainability"],
    description: "A rooftop solar array now supplies most of the power our Oceanside plant uses on a sunny day.",
    scene: { seed: 1308, time: "day", view: "exterior", opening: "sliding", setting: "campus", cladding: "timber" },
    alt: "A timber-clad building with sliding glass doors under a clear sky",
    intro: [
      "A new rooftop solar array at our Oceanside plant supplies most of the electricity the assembly lines use on a sunny day.",
      "It is one part of a wider effort to cut the energy and waste that go into every door we build.",
    ],
  },
];
