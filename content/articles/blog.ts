import type { ArticleSource } from "./article";

/** Blog posts: ideas, know-how and product stories, newest last. */
export const blogPosts: ArticleSource[] = [
  {
    slug: "choosing-between-folding-and-sliding-doors",
    title: "Choosing Between Folding and Sliding Doors",
    date: "2023-12-05",
    tags: ["Folding Doors", "Sliding Doors", "Planning"],
    description:
      "Folding walls open the whole width; sliding walls keep the view when they are closed. How to decide which one suits your opening.",
    scene: { seed: 1201, time: "day", view: "interior", opening: "folding", setting: "garden", open: 0.8 },
    alt: "A living room with a folding glass wall stacked open to a green garden",
    intro: [
      "The first question most homeowners ask us is which system to choose. Both open a wall to the outdoors, but they do it in different ways, and the difference matters more than it looks on a drawing.",
      "A folding door system opens almost the full width of the opening: the panels fold against each other and stack neatly at one or both ends. A sliding system moves large panels past one another, so part of the opening always stays glazed, but each panel can be wider and the sight lines stay slim.",
    ],
    sections: [
      {
        heading: "When a folding wall makes sense",
        paragraphs: [
          "Choose folding when the opening itself is the point: a kitchen that spills onto a terrace, a family room that becomes a covered porch on summer evenings. Configurations reach up to 65 feet wide with as many as 20 panels, ten folding each way.",
          "Stacked panels do take up room at the ends of the opening, so plan furniture and landscaping around the stack.",
        ],
      },
      {
        heading: "When sliding is the better fit",
        paragraphs: [
          "Choose sliding when the view matters as much in January as in July. Fewer, larger lites mean fewer frames in front of the horizon, and single lites reach up to 12 feet tall.",
          "Sliding panels also need no swing room inside or out, which helps on narrow balconies and decks.",
        ],
      },
    ],
  },
  {
    slug: "bringing-the-outdoors-in",
    title: "Bringing the Outdoors In",
    date: "2024-02-13",
    tags: ["Design", "Indoor-Outdoor Living"],
    description: "Five design moves that make a room and a terrace read as one space once the glass wall is open.",
    scene: { seed: 1202, time: "golden", view: "interior", opening: "folding", setting: "pool", open: 1, floor: "stone" },
    alt: "A stone floor running from a living room through a fully opened folding wall to a pool terrace at golden hour",
    intro: [
      "Opening a wall is only half of indoor-outdoor living. The other half is making the room and the terrace feel like they belong together, so that when the panels stack away nobody can quite say where the house ends.",
      "Here are five moves our architects and dealers return to again and again.",
    ],
    quote: {
      quote: "Once the panels are open, the threshold should disappear underfoot and the ceiling should seem to carry on outside.",
      quoted: "A residential architect in Encinitas",
    },
    sections: [
      {
        heading: "Keep the floor continuous",
        paragraphs: [
          "Use the same stone or tile inside and out, or two finishes with the same colour and grain. A low-profile or flush sill removes the last step between them.",
        ],
      },
      {
        heading: "Carry the ceiling through",
        paragraphs: [
          "Timber slats or plaster that continue under an overhang pull the eye outward and give the terrace the proportions of a room.",
        ],
      },
      {
        heading: "Plan for shade, screens and weather",
        paragraphs: [
          "A deep overhang keeps the sun off the glass in summer. A retractable pleated screen keeps insects out without closing the view, and dual glazed tempered glass with a low-E coating keeps the room comfortable when the panels are closed.",
        ],
      },
    ],
  },
  {
    slug: "understanding-low-e-glass",
    title: "Understanding Low-E Glass",
    date: "2024-04-09",
    tags: ["Glass", "Performance", "Energy"],
    description: "What a low-emissivity coating does, how it differs from tint, and why the right one depends on your climate.",
    scene: { seed: 1203, time: "day", view: "exterior", opening: "sliding", setting: "hills", open: 0 },
    alt: "Closed sliding glass doors reflecting dry hills on a bright day",
    intro: [
      "Every door we make is dual glazed with tempered glass as standard. The coating on that glass is where most of the energy performance comes from.",
      "A low-emissivity coating is a microscopically thin metallic layer that lets visible light through while reflecting much of the heat. It keeps warmth inside in winter and outside in summer, without the dark look of tinted glass.",
    ],
    sections: [
      {
        heading: "Matching the coating to the climate",
        paragraphs: [
          "In hot, sunny places choose a coating that rejects more solar heat. In cooler climates a coating that lets the low winter sun warm the room can lower heating bills.",
          "Your dealer can compare the options for each system on the Performance page and in the technical documents.",
        ],
      },
      {
        heading: "Security and sound",
        paragraphs: [
          "Laminated glass adds an interlayer that holds the glass together if it breaks. It also damps street noise, which is why it is popular in city apartments and restaurants.",
        ],
      },
    ],
  },
  {
    slug: "caring-for-wood-doors",
    title: "Caring for Wood Doors Through the Seasons",
    date: "2024-06-18",
    tags: ["Wood", "Maintenance"],
    description: "A simple seasonal routine keeps Douglas Fir and Mahogany doors looking new for decades.",
    scene: { seed: 1204, time: "golden", view: "interior", opening: "swing", setting: "garden", frame: "wood", floor: "walnut" },
    alt: "A wood-framed swing door glowing in warm evening light beside a walnut floor",
    intro: [
      "Wood is alive: it moves with humidity and weathers in the sun. Our in-stock woods, Vertical Grain Douglas Fir and Sapele Mahogany, are chosen because they stay stable, but every wood door rewards a little care.",
    ],
    sections: [
      {
        heading: "Spring",
        paragraphs: [
          "Wash the frames with mild soap and water, rinse, and look for worn finish on the exterior face and the bottom rail, where water collects.",
        ],
      },
      {
        heading: "Summer",
        paragraphs: [
          "South- and west-facing doors take the most sun. A fresh coat of exterior finish every two to three years protects the colour and the grain.",
        ],
      },
      {
        heading: "Autumn and winter",
        paragraphs: [
          "Clear the sill tracks of leaves and grit, check the weatherstripping, and run the panels through their full travel so the hardware stays free.",
          "For interior-only wood, as on our aluminum wood systems, dusting and an occasional furniture wax are all it needs.",
        ],
      },
    ],
  },
  {
    slug: "designing-a-restaurant-patio",
    title: "Designing a Restaurant Patio That Works All Year",
    date: "2024-08-27",
    tags: ["Commercial", "Restaurants", "Folding Doors"],
    description: "How operators use folding glass walls to add covers in summer and keep the dining room snug in winter.",
    scene: { seed: 1205, time: "dusk", view: "exterior", opening: "folding", setting: "restaurant", open: 1 },
    alt: "A restaurant at dusk with its folding glass front open to a busy sidewalk patio",
    intro: [
      "For a restaurant a wall that opens is more than a view. On a warm evening it turns the sidewalk into part of the dining room, and guests walking by see a full, lively room.",
      "The systems have to work hard: opened and closed every day, bumped by carts and chairs, cleaned by staff in a hurry.",
    ],
    quote: {
      quote: "We open the wall at five and the patio fills before the kitchen is ready. It paid for itself in one summer.",
      quoted: "Restaurant owner",
      quoted_detail: "San Diego",
    },
    sections: [
      {
        heading: "Specify for traffic",
        paragraphs: [
          "Choose a sill that suits carts and wheelchairs, hardware rated for heavy use, and a traffic door panel so staff can step out without opening the whole wall.",
        ],
      },
      {
        heading: "Think about weather on both sides",
        paragraphs: [
          "Pair the wall with heaters and an awning outside and a screen system for insects, and the patio stays usable well past summer.",
        ],
      },
    ],
  },
  {
    slug: "the-case-for-thermally-controlled-aluminum",
    title: "The Case for Thermally Controlled Aluminum",
    date: "2024-11-12",
    tags: ["Aluminum", "Performance", "Energy"],
    description: "Why a thermal break matters in colder climates, and how it keeps slim aluminum frames warm to the touch.",
    scene: { seed: 1206, time: "dusk", view: "exterior", opening: "sliding", setting: "city", frame: "black", open: 0.3 },
    alt: "Black aluminum sliding doors on a city apartment terrace at dusk",
    intro: [
      "Aluminum is strong, slim and durable, but it conducts heat quickly. In a cold climate that means a chilly frame and, on the worst days, condensation on the inside.",
      "Our Aluminum Thermally Controlled systems separate the inner and outer parts of the frame with a structural thermal barrier, so the warm side stays warm.",
    ],
    sections: [
      {
        heading: "Where it makes the biggest difference",
        paragraphs: [
          "Mountain homes, northern cities and anywhere with long winters. It also helps in hot deserts, where it keeps the inside of the frame from heating up.",
        ],
      },
      {
        heading: "The same look",
        paragraphs: [
          "The thermal break is hidden inside the profile. The finishes, the colours and the slim sight lines are the same as our standard aluminum.",
        ],
      },
    ],
  },
  {
    slug: "screens-for-large-openings",
    title: "Screens for Large Openings",
    date: "2025-02-04",
    tags: ["Screens", "Planning"],
    description: "Pleated and non-pleated retractable screens keep insects out of openings up to 32 feet wide.",
    scene: { seed: 1207, time: "day", view: "interior", opening: "folding", setting: "hills", open: 1, ceiling: "slats" },
    alt: "A wide opening with folding doors fully open under a slatted ceiling, looking out to hills",
    intro: [
      "The more wall you open, the more you want a way to keep insects out without closing it again. Retractable screens disappear when you do not need them and draw across the opening when you do.",
    ],
    sections: [
      {
        heading: "Pleated screens",
        paragraphs: [
          "Pleated mesh folds like an accordion, so the housing stays slim. Our pleated screens cover openings up to 32 feet wide by 10 feet 6 inches high, and carry a 5-year warranty.",
        ],
      },
      {
        heading: "Non-pleated screens",
        paragraphs: [
          "Non-pleated screens roll into a housing and are available as single screens up to 12 feet wide or doubles up to 24 feet, 10 feet high. Blind colours include Coal, Dark Gray, Light Gray, Sand and White.",
        ],
      },
    ],
  },
  {
    slug: "finishes-that-last-by-the-sea",
    title: "Finishes That Last by the Sea",
    date: "2025-04-22",
    tags: ["Finishes", "Coastal", "Aluminum"],
    description: "Salt air is hard on metal. What our fluoropolymer paint and anodized finishes do to keep coastal doors looking new.",
    scene: { seed: 1208, time: "golden", view: "exterior", opening: "folding", setting: "ocean", frame: "white" },
    alt: "White folding doors on an oceanfront house in the late afternoon sun",
    intro: [
      "Homes on the coast put finishes through the toughest test: salt spray, sun and wind-driven sand. Our standard finish is a 2-coat 70% fluoropolymer (Kynar) paint, the same family of coatings used on curtain-wall buildings.",
      "Five in-stock metal colours ship fastest: Clear Anodized, Bronze Anodized, White, Bronze and Shadow Black, with about 26 optional colours beyond them.",
    ],
    sections: [
      {
        heading: "A little rinsing goes a long way",
        paragraphs: [
          "Rinse frames and hardware with fresh water every month or two near the sea. It takes minutes and removes salt before it can build up.",
        ],
      },
      {
        heading: "Hardware",
        paragraphs: ["Stainless steel hardware is the best choice within sight of the ocean; Bronze and Black finishes are available too."],
      },
    ],
  },
  {
    slug: "planning-your-opening-with-an-architect",
    title: "Planning Your Opening With an Architect",
    date: "2025-06-10",
    tags: ["Planning", "Professionals"],
    description: "What to settle early when a glass wall is part of a new build or a remodel: structure, sills, drainage and stacking.",
    scene: { seed: 1209, time: "day", view: "exterior", opening: "sliding", setting: "campus", cladding: "concrete" },
    alt: "A concrete building with tall sliding glass doors on a sunny campus",
    intro: [
      "A large opening is a structural decision as much as a design one. The earlier it enters the drawings, the simpler and less costly it is to build.",
    ],
    sections: [
      {
        heading: "Header and structure",
        paragraphs: [
          "The header above a wide opening must carry the load without deflecting onto the panels. Your engineer sizes it; we publish the allowable deflection for each system.",
        ],
      },
      {
        heading: "Sill and drainage",
        paragraphs: [
          "Decide between a flush sill for a level threshold and a raised sill for more water resistance, and plan the drainage path before the slab is poured.",
        ],
      },
      {
        heading: "Where the panels go",
        paragraphs: [
          "Folding panels need a place to stack; sliding panels need a pocket or a wall to slide past. Mark both on the plan early.",
        ],
      },
    ],
  },
  {
    slug: "swing-doors-with-a-view",
    title: "Swing Doors With a View",
    date: "2025-09-16",
    tags: ["Swing Doors", "Design"],
    description: "Tall, narrow-stile swing doors make an entrance feel generous. Ideas for pairs, sidelites and bottom rails.",
    scene: { seed: 1210, time: "golden", view: "exterior", opening: "swing", setting: "garden", frame: "bronze" },
    alt: "A pair of bronze swing doors opening onto a garden at golden hour",
    intro: [
      "Swing doors are the oldest kind of opening and still one of the most graceful. Our swing systems pair slim stiles with tall glass for an entrance that frames the garden.",
      "Bottom rails of 7 1/2 inches or 10 inches give a classic proportion, and aluminum wood swing stiles reach up to 10 feet tall.",
    ],
  },
  {
    slug: "a-quieter-home-with-laminated-glass",
    title: "A Quieter Home With Laminated Glass",
    date: "2026-01-20",
    tags: ["Glass", "Performance", "City Living"],
    description: "City noise is the price of a great location. Laminated glass takes the edge off it without giving up the view.",
    scene: { seed: 1211, time: "dusk", view: "interior", opening: "sliding", setting: "city", room: "living" },
    alt: "A city living room at dusk behind closed sliding glass doors",
    intro: [
      "Traffic, sirens and neighbours: a wall of glass lets the city in along with the light. Laminated glass bonds two lites with a plastic interlayer that damps vibration, so the glass passes less sound.",
      "It is also a security glass: if it breaks, the interlayer holds the pieces in place.",
    ],
  },
  {
    slug: "what-dp-70-means-for-your-doors",
    title: "What DP 70 Means for Your Doors",
    date: "2026-08-04",
    tags: ["Performance", "Coastal", "Codes"],
    description: "Design pressure ratings explained: what DP 70 tells you about wind and water, and where the impact package is required.",
    scene: { seed: 1212, time: "day", view: "exterior", opening: "folding", setting: "ocean", open: 0 },
    alt: "Closed folding glass doors facing the ocean on a bright, windy day",
    intro: [
      "A design pressure rating says how much wind load a door can take, tested with air and water pressure on the whole unit. DP 70 corresponds to very high wind speeds, the kind coastal building codes require.",
      "Our DP 70 impact package pairs reinforced frames with laminated impact glass for hurricane regions.",
    ],
    sections: [
      {
        heading: "Do you need it?",
        paragraphs: [
          "Check your local code and your engineer's wind load calculation. Your dealer can quote the package for any compatible system.",
        ],
      },
    ],
  },
];
