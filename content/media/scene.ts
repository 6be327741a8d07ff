import { exterior } from "./scene/exterior";
import { interior } from "./scene/interior";
import { lightFor } from "./scene/palette";
import { finish } from "./scene/post";
import { createRng } from "./scene/prng";
import { resolve } from "./scene/resolve";
import { Canvas } from "./scene/svg";
import type { Scene } from "./scene/types";

export type { Scene } from "./scene/types";

/** An SVG "photograph" of an opened glass wall, deterministic for a given scene and size. */
export function sceneSvg(scene: Scene, width: number, height: number): string {
  const resolved = resolve(scene);
  const rng = createRng(scene.seed);
  const sunSide = scene.view === "interior" && resolved.stack !== "both" ? (resolved.stack === "left" ? 1 : -1) : undefined;
  const light = lightFor(scene.time, scene.view, rng.fork(9), sunSide);
  const c = new Canvas(width, height);
  const world = (scene.view === "interior" ? interior : exterior)(c, resolved, light, rng);
  finish(world);
  return c.toString();
}
