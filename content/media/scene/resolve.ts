import { createRng } from "./prng";
import type { ResolvedScene, Room, Scene } from "./types";

/** Fills every optional parameter from the seed, so a seed alone varies materials and layout. */
export function resolve(scene: Scene): ResolvedScene {
  const rng = createRng(scene.seed).fork(99);
  const frame = rng.pick(["black", "black", "bronze", "bronze", "white", "wood"] as const);
  const stack = rng.pick(["left", "right", "both"] as const);
  const floor =
    scene.setting === "restaurant" || scene.setting === "campus"
      ? rng.pick(["concrete", "stone", "oak"] as const)
      : rng.pick(["oak", "oak", "walnut", "stone", "concrete"] as const);
  const ceiling = rng.chance(0.35) ? "slats" : "plaster";
  const cladding = rng.pick(["stucco", "stone", "timber", "concrete"] as const);
  const rooms: Record<Scene["setting"], Room> = {
    restaurant: "restaurant",
    campus: "workspace",
    ocean: "living",
    hills: "living",
    garden: rng.chance(0.35) ? "dining" : "living",
    pool: "living",
    city: rng.chance(0.3) ? "dining" : "living",
    resort: "living",
  };
  return {
    ...scene,
    frame: scene.frame ?? frame,
    stack: scene.stack ?? stack,
    // Sliding panels parked slightly staggered read as several leaves, not one.
    open: scene.open ?? (scene.opening === "sliding" ? rng.range(0.72, 0.85) : 1),
    floor: scene.floor ?? floor,
    ceiling: scene.ceiling ?? ceiling,
    cladding: scene.cladding ?? cladding,
    room: scene.room ?? rooms[scene.setting],
  };
}
