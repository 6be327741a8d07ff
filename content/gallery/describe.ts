import type { Scene } from "../media/scene";

const times = { day: "in daylight", golden: "at golden hour", dusk: "at dusk" } as const;
const settings = {
  ocean: "a terrace above the ocean",
  hills: "a meadow and rolling hills",
  garden: "a landscaped garden",
  pool: "a pool deck",
  city: "a terrace over the city skyline",
  resort: "a palm-lined resort pool",
  restaurant: "sidewalk tables on the street",
  campus: "a planted campus courtyard",
} as const;
const rooms = {
  living: "living room",
  dining: "dining room",
  restaurant: "restaurant dining room",
  workspace: "open-plan workspace",
} as const;
const frames = { black: "black", bronze: "bronze", white: "white", wood: "wood" } as const;
const openings = { folding: "folding", sliding: "sliding", swing: "swing" } as const;

const article = (noun: string) => `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;

export type ShotFacts = Required<Pick<Scene, "view" | "time" | "opening" | "setting" | "frame">> & {
  room: keyof typeof rooms;
  material: string;
};

/** Alt text that says what the rendered picture shows: the view, light, door, finish and setting. */
export function altText({ view, time, opening, setting, frame, room, material }: ShotFacts): string {
  const wall = opening === "folding";
  // A wood material already says its frame is wood.
  const finish = frame === "wood" && /wood/i.test(material) ? "" : `${frames[frame]}-framed `;
  const door = `${finish}${material.toLowerCase().replace("v2", "V2")} ${openings[opening]} ${wall ? "glass wall" : "glass doors"}`;
  return view === "interior"
    ? `Inside ${article(rooms[room])} ${times[time]}: ${wall ? article(door) : door} ${wall ? "stands" : "stand"} open to ${settings[setting]}.`
    : `Outside ${times[time]}: ${wall ? article(door) : door} ${wall ? "opens" : "open"} the ${rooms[room]} onto ${settings[setting]}.`;
}
