import type { V3 } from "./camera";
import { illuminate, mix, shade } from "./color";
import type { Lighting } from "./palette";
import { num, type Pt, polyPath } from "./svg";
import { dot, hullXZ, onGround, type World } from "./world";

export const faceColor = (base: string, lighting: Lighting, normal: V3): string =>
  illuminate(base, lighting.fill, lighting.key, dot(normal, lighting.toward));

export type BoxStyle = {
  /** Opacity of the lit arris along the top front edge. */
  bevel?: number;
  /** Corner rounding in metres, for upholstery. */
  soft?: number;
};

/** An axis-aligned box, drawn with only the faces the camera can see. */
export function box(w: World, min: V3, max: V3, base: string, lighting: Lighting, style: BoxStyle = {}): void {
  const { bevel = 0.35, soft = 0 } = style;
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const [ex, ey, ez] = w.cam.eye;
  if (z1 <= ez) return;
  // Upholstery: a stroke in the face's own colour with round joins softens every corner, and a
  // top-to-bottom gradient stands in for the way fabric rolls away from the light.
  const round = soft > 0 ? Math.max(0.8, soft * w.cam.scale(z0)) : 0;
  const face = (corners: V3[], normal: V3) => {
    const color = faceColor(base, lighting, normal);
    const outline = w.cam.polygon(corners);
    if (outline.length < 3) return;
    let fill = color;
    if (round) {
      const top = Math.min(...outline.map((p) => p[1]));
      const bottom = Math.max(...outline.map((p) => p[1]));
      fill = w.c.linear(
        [0, top],
        [0, bottom],
        [
          [0, shade(color, normal[1] > 0 ? 0.94 : 1.1)],
          [1, shade(color, normal[1] > 0 ? 1.06 : 0.82)],
        ],
      );
    }
    w.c.path(polyPath(outline), fill, 1, round ? `stroke="${color}" stroke-width="${num(round)}" stroke-linejoin="round"` : "");
  };
  if (y1 < ey)
    face(
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      [0, 1, 0],
    );
  if (y0 > ey)
    face(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      [0, -1, 0],
    );
  if (ex < x0)
    face(
      [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
      [-1, 0, 0],
    );
  if (ex > x1)
    face(
      [
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
      [1, 0, 0],
    );
  face(
    [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
    ],
    [0, 0, -1],
  );
  // A lit arris along the top front edge is what makes a flat-shaded block read as a solid object.
  if (bevel > 0 && y1 < ey) {
    const [a, b] = [w.cam.project([x0, y1, z0]), w.cam.project([x1, y1, z0])];
    w.c.stroke(
      `M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`,
      mix(faceColor(base, lighting, [0, 1, 0]), "#ffffff", 0.3),
      Math.max(1, w.cam.scale(z0) * 0.012),
      bevel,
    );
  }
}

export type Block = { min: V3; max: V3; color: string; style?: BoxStyle };

/**
 * Paints non-intersecting boxes back to front: by depth when one lies wholly beyond the other,
 * otherwise the one farther from the eye sideways or vertically goes first.
 */
export function blocks(w: World, list: readonly Block[], lighting: Lighting): void {
  const [ex, ey] = w.cam.eye;
  const gap = (lo: number, hi: number, eye: number) => (eye < lo ? lo - eye : eye > hi ? eye - hi : 0);
  const order = (a: Block, b: Block) => {
    if (a.min[2] >= b.max[2] - 1e-6) return -1;
    if (b.min[2] >= a.max[2] - 1e-6) return 1;
    const dx = gap(a.min[0], a.max[0], ex) - gap(b.min[0], b.max[0], ex);
    if (Math.abs(dx) > 1e-6 && (a.max[0] <= b.min[0] + 1e-6 || b.max[0] <= a.min[0] + 1e-6)) return -dx;
    const dy = gap(a.min[1], a.max[1], ey) - gap(b.min[1], b.max[1], ey);
    return -dy;
  };
  // Insertion sort: the relation is not a strict total order, and lists are a dozen boxes long.
  const sorted: Block[] = [];
  for (const block of list) {
    let index = sorted.length;
    while (index > 0 && order(sorted[index - 1] as Block, block) > 0) index -= 1;
    sorted.splice(index, 0, block);
  }
  for (const block of sorted) box(w, block.min, block.max, block.color, lighting, block.style);
}

/** A vertical cylinder (pot, table base, column) shaded across its width. */
export function cylinder(w: World, center: V3, radius: number, height: number, base: string, lighting: Lighting): void {
  const [cx, y0, cz] = center;
  const y1 = y0 + height;
  const ring = (y: number) => circle(w, [cx, y, cz], radius);
  const bottom = ring(y0);
  const top = ring(y1);
  const left = Math.min(...bottom.map((p) => p[0]), ...top.map((p) => p[0]));
  const right = Math.max(...bottom.map((p) => p[0]), ...top.map((p) => p[0]));
  const side = hull2d([...bottom, ...top]);
  const lightSide = lighting.toward[0] >= 0 ? 1 : 0;
  const dark = faceColor(base, lighting, [0, 0, -1]);
  const bright = faceColor(base, lighting, [lighting.toward[0] >= 0 ? 0.7 : -0.7, 0, -0.7]);
  const fill = w.c.linear(
    [left, 0],
    [right, 0],
    [
      [0, lightSide ? shade(dark, 0.8) : bright],
      [0.5, mix(dark, bright, 0.5)],
      [1, lightSide ? bright : shade(dark, 0.8)],
    ],
  );
  w.c.polygon(side, fill);
  if (y1 < w.cam.eye[1]) w.c.polygon(top, faceColor(base, lighting, [0, 1, 0]));
}

/** Projected outline of a horizontal circle. */
export function circle(w: World, [cx, y, cz]: V3, radius: number, segments = 28): Pt[] {
  return w.cam.polygon(
    Array.from({ length: segments }, (_, i) => {
      const a = (i / segments) * Math.PI * 2;
      return [cx + Math.cos(a) * radius, y, cz + Math.sin(a) * radius] as V3;
    }),
  );
}

export function hull2d(points: Pt[]): Pt[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const build = (list: Pt[]) => {
    const chain: Pt[] = [];
    for (const p of list) {
      while (chain.length >= 2 && cross(chain[chain.length - 2] as Pt, chain[chain.length - 1] as Pt, p) <= 0) chain.pop();
      chain.push(p);
    }
    chain.pop();
    return chain;
  };
  return [...build(sorted), ...build([...sorted].reverse())];
}

/** Soft ambient-occlusion pool on the floor under an object. */
export function contactShadow(
  w: World,
  [x0, z0]: readonly [number, number],
  [x1, z1]: readonly [number, number],
  y: number,
  strength: number,
): void {
  const spread = 0.25;
  const a = w.cam.project([x0 - spread, y, (z0 + z1) / 2]);
  const b = w.cam.project([x1 + spread, y, (z0 + z1) / 2]);
  const near = w.cam.project([(x0 + x1) / 2, y, z0 - spread]);
  const far = w.cam.project([(x0 + x1) / 2, y, z1 + spread]);
  const fill = w.c.sharedRadial("contact", [
    [0, "#1a140e", 1],
    [0.55, "#1a140e", 0.45],
    [1, "#1a140e", 0],
  ]);
  w.c.ellipse(
    [(a[0] + b[0]) / 2, (near[1] + far[1]) / 2],
    Math.abs(b[0] - a[0]) / 2,
    Math.max(2, Math.abs(near[1] - far[1]) / 2),
    fill,
    strength,
  );
}

/** Hard sun shadow of a set of points (a box's corners) on the plane at height y. */
export function castShadow(w: World, points: readonly V3[], y: number, color: string, opacity: number): void {
  if (w.light.sun.strength === 0) return;
  const hull = hullXZ([...points.filter((p) => p[1] <= y + 0.01), ...points.map((p) => onGround(p, w.light.toSun, y))]);
  w.c.path(polyPath(w.cam.polygon(hull)), color, opacity);
}
