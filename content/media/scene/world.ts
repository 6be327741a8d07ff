import type { Camera, V3 } from "./camera";
import type { Light } from "./palette";
import type { Rng } from "./prng";
import type { Canvas } from "./svg";
import type { ResolvedScene } from "./types";

/** Everything a drawing function needs: where to draw, through which lens, under which light. */
export type World = { c: Canvas; cam: Camera; light: Light; rng: Rng; scene: ResolvedScene };

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const scale = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const normalize = (a: V3): V3 => scale(a, 1 / Math.hypot(a[0], a[1], a[2]));
export const clamp = (v: number, min = 0, max = 1): number => Math.min(max, Math.max(min, v));

/** Where a ray from `point` toward the sun's opposite meets the horizontal plane at height y. */
export const onGround = (point: V3, toSun: V3, y: number): V3 => {
  const t = (point[1] - y) / Math.max(toSun[1], 0.02);
  return [point[0] - toSun[0] * t, y, point[2] - toSun[2] * t];
};

/** Clips a polygon lying in a horizontal plane to an x/z rectangle. */
export function clipXZ(polygon: readonly V3[], xMin: number, xMax: number, zMin: number, zMax: number): V3[] {
  const edges: [number, 0 | 2, 1 | -1][] = [
    [xMin, 0, 1],
    [xMax, 0, -1],
    [zMin, 2, 1],
    [zMax, 2, -1],
  ];
  let result: V3[] = [...polygon];
  for (const [limit, axis, direction] of edges) {
    const input = result;
    result = [];
    input.forEach((current, index) => {
      const previous = input[(index + input.length - 1) % input.length] as V3;
      const inside = (p: V3) => (p[axis] - limit) * direction >= 0;
      if (inside(current) !== inside(previous)) {
        const t = (limit - previous[axis]) / (current[axis] - previous[axis]);
        result.push([
          previous[0] + (current[0] - previous[0]) * t,
          previous[1] + (current[1] - previous[1]) * t,
          previous[2] + (current[2] - previous[2]) * t,
        ]);
      }
      if (inside(current)) result.push(current);
    });
  }
  return result;
}

/** Convex hull of points in the x/z plane (monotone chain), for shadows of boxes. */
export function hullXZ(points: readonly V3[]): V3[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[2] - b[2]);
  const cross = (o: V3, a: V3, b: V3) => (a[0] - o[0]) * (b[2] - o[2]) - (a[2] - o[2]) * (b[0] - o[0]);
  const build = (list: V3[]) => {
    const chain: V3[] = [];
    for (const p of list) {
      while (chain.length >= 2 && cross(chain[chain.length - 2] as V3, chain[chain.length - 1] as V3, p) <= 0) chain.pop();
      chain.push(p);
    }
    chain.pop();
    return chain;
  };
  return [...build(sorted), ...build([...sorted].reverse())];
}
