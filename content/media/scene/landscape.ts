import type { V3 } from "./camera";
import { mix, shade } from "./color";
import { outdoorLighting } from "./palette";
import type { Rng } from "./prng";
import { sunOnScreen } from "./sky";
import { faceColor } from "./solids";
import { num, type Pt, polyPath } from "./svg";
import { clamp, onGround, type World } from "./world";

/** Smooth 1-D noise from a few random sines: enough for ridgelines and tree lines. */
function wave(rng: Rng, octaves = 4): (x: number) => number {
  const terms = Array.from({ length: octaves }, (_, i) => ({
    frequency: rng.range(0.6, 1.4) * 2 ** i,
    phase: rng.range(0, Math.PI * 2),
    amplitude: 1 / 1.8 ** i,
  }));
  const total = terms.reduce((sum, t) => sum + t.amplitude, 0);
  return (x) => 0.5 + (0.5 * terms.reduce((sum, t) => sum + t.amplitude * Math.sin(x * t.frequency + t.phase), 0)) / total;
}

/** Aerial perspective: how much of the haze colour a surface at distance z takes on. */
export const fog = (w: World, z: number): number => {
  const density = w.light.time === "day" ? 1 / 2200 : w.light.time === "golden" ? 1 / 1500 : 1 / 1800;
  return clamp(1 - Math.exp(-z * density), 0, 0.92);
};

/** Water from the horizon down; `level` is its height relative to the eye's ground. */
export function ocean(w: World, level: number): void {
  const { c, cam, light, rng } = w;
  const palettes = {
    day: { far: "#6f9fb8", mid: "#2f7598", near: "#1f5a7a", crest: "#e7f1f4" },
    golden: { far: "#a48f88", mid: "#4f6275", near: "#2d4052", crest: "#ffd9a8" },
    dusk: { far: "#9c7d82", mid: "#34426a", near: "#1c2744", crest: "#e6a98a" },
  } as const;
  const p = palettes[light.time];
  const bottom = c.height;
  c.rect(
    0,
    cam.horizon,
    c.width,
    bottom - cam.horizon,
    c.linear(
      [0, cam.horizon],
      [0, bottom],
      [
        [0, mix(p.far, light.haze, 0.35)],
        [0.04, p.far],
        [0.25, p.mid],
        [1, p.near],
      ],
    ),
  );
  const sun = sunOnScreen(w);
  if (sun) {
    // The sun's path on the water: a soft column of light down from the horizon.
    const width = cam.focal * (light.time === "golden" ? 0.16 : 0.22);
    c.ellipse(
      [sun[0], cam.horizon + width * 0.9],
      width,
      width * 1.1,
      c.sharedRadial("sunpath", [
        [0, "#fff1d4", 0.55],
        [1, "#fff1d4", 0],
      ]),
    );
  }
  const waves = rng.fork(3);
  const crests: string[] = [];
  const troughs: string[] = [];
  const glint: string[] = [];
  let lastRow = Infinity;
  for (let z = 40; z < 6000; z *= 1.045) {
    const row = cam.y(level, z);
    if (row > bottom + 10 || lastRow - row < 2.2) continue;
    lastRow = row;
    const s = cam.scale(z);
    const count = Math.min(140, Math.ceil(c.width / Math.max(6, 3 * s)));
    // Half-width of the sun's glitter path, widening toward the viewer.
    const column = cam.focal * 0.015 + 0.5 * (row - cam.horizon);
    for (let i = 0; i < count; i += 1) {
      const x = waves.range(-20, c.width + 20);
      const length = waves.range(1.2, 4) * s;
      const thick = Math.max(0.7, waves.range(0.05, 0.12) * s);
      const dash = `M${num(x)} ${num(row)}q${num(length / 2)} ${num(-thick)} ${num(length)} 0q${num(-length / 2)} ${num(thick * 0.6)} ${num(-length)} 0Z`;
      if (sun && Math.abs(x - sun[0]) < column * waves.range(0.3, 1) && waves.chance(0.85)) glint.push(dash);
      else (waves.chance(0.45) ? crests : troughs).push(dash);
    }
    if (sun) {
      // Extra glints packed into the sun's column.
      for (let i = 0; i < 6; i += 1) {
        const x = sun[0] + waves.range(-1, 1) * column * waves.next();
        const length = waves.range(0.8, 2.5) * s;
        glint.push(`M${num(x)} ${num(row)}h${num(length)}v${num(Math.max(0.7, s * 0.06))}h${num(-length)}Z`);
      }
    }
  }
  c.path(crests.join(""), p.crest, 0.3);
  c.path(troughs.join(""), shade(p.near, 0.7), 0.35);
  c.path(glint.join(""), "#fff4dc", 0.9);
  // The horizon of open water reads as a crisp, slightly darker line.
  c.rect(0, cam.horizon - 0.5, c.width, Math.max(1, cam.focal * 0.0012), shade(p.far, 0.85), 0.8);
}

/** A distant headland or island sitting on the horizon. */
export function headland(w: World, rng: Rng, side: number): void {
  const { c, cam, light } = w;
  const z = rng.range(2500, 5000);
  const noise = wave(rng, 5);
  const height = rng.range(60, 160);
  const span = rng.range(0.25, 0.5) * c.width;
  const start = side < 0 ? -20 : c.width - span;
  const points: Pt[] = [];
  for (let i = 0; i <= 40; i += 1) {
    const t = i / 40;
    const taper = side < 0 ? 1 - t ** 2 : 1 - (1 - t) ** 2;
    points.push([start + span * t, cam.horizon - (cam.focal * height * taper * (0.6 + 0.4 * noise(t * 6))) / z]);
  }
  points.push([start + span, cam.horizon], [start, cam.horizon]);
  const base = light.time === "dusk" ? "#2f3656" : "#5f6f5c";
  c.polygon(points, mix(base, light.haze, fog(w, z) * 0.9));
}

/** Layers of hills fading into the haze, nearest last. */
export function hills(w: World, rng: Rng, ground: number, layers = 4): void {
  const { c, cam, light } = w;
  const land = light.time === "day" ? "#5e7444" : light.time === "golden" ? "#7a6d45" : "#262d45";
  const sunny = light.time === "golden" ? "#c69a5d" : light.time === "day" ? "#8b9a5a" : "#39405e";
  for (let i = 0; i < layers; i += 1) {
    const t = i / Math.max(1, layers - 1);
    const z = 3500 * (1 - t) + 350 * t * rng.range(0.8, 1.2);
    const height = rng.range(40, 90) * (1.6 - t * 0.9) * (z / 1200);
    const noise = wave(rng.fork(i + 1), 5);
    const ridge: Pt[] = [];
    for (let k = 0; k <= 64; k += 1) {
      const sx = (k / 64) * (c.width + 40) - 20;
      const x = cam.worldX(sx, z);
      ridge.push([sx, cam.y(ground + height * (0.35 + 0.65 * noise(x / (z * 0.35))), z)]);
    }
    const f = fog(w, z);
    const body = mix(land, light.haze, f);
    const top = Math.min(...ridge.map((p) => p[1]));
    const base = cam.y(ground, z) + 4;
    c.polygon(
      [...ridge, [c.width + 20, c.height], [-20, c.height]],
      c.linear(
        [0, top],
        [0, base],
        [
          [0, mix(sunny, light.haze, f * 0.9)],
          [0.45, body],
          [1, mix(body, light.haze, 0.35)],
        ],
      ),
    );
    if (t > 0.5) scrub(w, rng.fork(40 + i), ridge, z, base, mix(shade(land, 0.75), light.haze, f * 0.8));
  }
}

/** Trees and bushes scattered over a hillside, as dots that shrink with distance. */
function scrub(w: World, rng: Rng, ridge: readonly Pt[], z: number, base: number, color: string): void {
  const s = w.cam.scale(z);
  const dots: string[] = [];
  const count = Math.min(900, Math.round(w.c.width / Math.max(2, s * 2.5)));
  for (let i = 0; i < count; i += 1) {
    const k = rng.int(0, ridge.length - 2);
    const a = ridge[k] as Pt;
    const b = ridge[k + 1] as Pt;
    const t = rng.next();
    const x = a[0] + (b[0] - a[0]) * t;
    const top = a[1] + (b[1] - a[1]) * t;
    const y = top + rng.next() ** 1.7 * (base - top) * 0.9 + s * 2;
    const r = Math.max(0.8, s * rng.range(2, 4.5));
    dots.push(
      `M${num(x - r)} ${num(y)}a${num(r)} ${num(r * 0.85)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r * 0.85)} 0 1 0 ${num(-2 * r)} 0`,
    );
  }
  w.c.path(dots.join(""), color, 0.55);
}

/** Flat ground from depth `from` to the horizon, with faint mowing stripes when it is lawn. */
export function ground(w: World, level: number, from: number, kind: "lawn" | "meadow" | "paving", to = Infinity): void {
  const { c, cam, light } = w;
  const colors = {
    lawn: { day: "#6f8f45", golden: "#8a8a44", dusk: "#2b3a2f" },
    meadow: { day: "#8e9455", golden: "#a88f52", dusk: "#363a35" },
    paving: { day: "#c9c2b6", golden: "#d4b898", dusk: "#4d4f5c" },
  } as const;
  const base = colors[kind][light.time];
  const near = cam.y(level, from);
  const farRow = Number.isFinite(to) ? cam.y(level, to) : cam.horizon;
  c.rect(
    0,
    farRow,
    c.width,
    Math.max(0, near - farRow) + c.height,
    c.linear(
      [0, cam.horizon],
      [0, Math.min(c.height, near)],
      [
        [0, mix(base, light.haze, 0.6)],
        [0.25, mix(base, light.haze, 0.2)],
        [1, shade(base, 0.92)],
      ],
    ),
  );
  // Broad patches of tone keep a large lawn or paved court from reading as a flat fill.
  const patches = w.rng.fork(61);
  for (let i = 0; i < 14; i += 1) {
    const z = from + 4 + patches.next() ** 2 * 60;
    if (z > to) continue;
    const [px, py] = cam.project([cam.worldX(patches.range(0, c.width), z), level, z]);
    const s = cam.scale(z);
    const tone = patches.chance(0.5) ? "#ffffff" : "#1d2410";
    c.ellipse(
      [px, py],
      s * patches.range(3, 8),
      s * patches.range(0.4, 1.2),
      c.sharedRadial(`patch${tone}`, [
        [0, tone, 0.08],
        [1, tone, 0],
      ]),
    );
  }
  if (kind === "paving") {
    const joints: string[] = [];
    const far = Math.min(to, 80);
    for (let z = Math.max(from, 1); z < far; z += 1.2) {
      if (cam.y(level, z) - cam.y(level, z + 1.2) < 3) break;
      const [a, b] = [cam.project([cam.worldX(-10, z), level, z]), cam.project([cam.worldX(c.width + 10, z), level, z])];
      joints.push(`M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`);
    }
    for (let x = -60; x <= 60; x += 1.2) {
      const [a, b] = [cam.project([x, level, Math.max(from, 1)]), cam.project([x, level, far])];
      joints.push(`M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`);
    }
    c.stroke(joints.join(""), shade(base, 0.7), 1, 0.35);
  }
  if (kind !== "lawn") return;
  const stripes: string[] = [];
  const far = Math.min(to, 400);
  for (let x = -60; x < 60; x += 3) {
    stripes.push(
      polyPath(
        cam.polygon([
          [x, level, from],
          [x + 1.5, level, from],
          [x + 1.5, level, far],
          [x, level, far],
        ]),
      ),
    );
  }
  c.path(stripes.join(""), "#ffffff", light.time === "dusk" ? 0.015 : 0.03);
}

/** A continuous band of trees at depth z, the backdrop of gardens and campuses. */
export function treeLine(w: World, rng: Rng, z: number, level: number, height: number): void {
  const { c, cam, light } = w;
  const s = cam.scale(z);
  const f = fog(w, z);
  const noise = wave(rng, 4);
  const ground0 = cam.y(level, z);
  const left = cam.worldX(-50, z);
  const right = cam.worldX(c.width + 50, z);
  const clumps: (Clump & { light: number })[] = [];
  const base: string[] = [];
  for (let x = left; x < right; x += rng.range(1.6, 3.2)) {
    const h = height * (0.5 + 0.65 * noise(x / 18)) * rng.range(0.85, 1.1);
    const r = rng.range(1.8, 3.4) * (0.7 + h / height / 2);
    const [px, py] = cam.project([x, level + h - r * 0.6, z]);
    base.push(`M${num(px - r * s)} ${num(py)}V${num(ground0 + 2)}H${num(px + r * s)}V${num(py)}Z`);
    clumps.push({ x: px, y: py, r: r * s, depth: z, light: rng.range(0.45, 0.95) });
    clumps.push({
      x: px + rng.range(-1, 1) * r * s,
      y: py + r * s * rng.range(0.6, 1.2),
      r: r * s * 0.9,
      depth: z,
      light: rng.range(0.1, 0.5),
    });
  }
  const bottom = foliageColors.broad[2];
  c.path(base.join(""), mix(light.time === "dusk" ? mix(bottom, "#162033", 0.7) : bottom, light.haze, f * 0.85));
  foliage(w, clumps, "broad", z);
}

export type TreeKind = "broad" | "olive" | "cypress";

type Clump = { x: number; y: number; r: number; depth: number; stretch?: number };

const foliageColors = {
  broad: ["#9cb25a", "#5d7a35", "#26401f"],
  olive: ["#b9c2a0", "#7d8a6c", "#3f4a37"],
  cypress: ["#6f8f4c", "#3a5a2c", "#172a17"],
} as const;

/**
 * Paints leaf clumps in five tones, from the shaded underside to the sunlit crown, each tone one
 * path. Shading by position in the crown (not per clump) keeps it reading as one mass of leaves.
 */
function foliage(w: World, clumps: readonly (Clump & { light: number })[], kind: TreeKind, z: number): void {
  const { c, light } = w;
  const f = fog(w, z);
  const [lit, mid, dark] = foliageColors[kind].map((color) => {
    const timed = light.time === "dusk" ? mix(color, "#162033", 0.72) : light.time === "golden" ? mix(color, "#a07a3c", 0.18) : color;
    return mix(timed, light.haze, f * 0.85);
  }) as [string, string, string];
  const tones = [dark, mix(dark, mid, 0.5), mid, mix(mid, lit, 0.5), lit];
  const layers: string[][] = tones.map(() => []);
  for (const clump of [...clumps].sort((a, b) => a.light - b.light)) {
    const tone = Math.max(0, Math.min(4, Math.floor(clump.light * 5)));
    const rx = clump.r;
    const ry = clump.r * (clump.stretch ?? 0.9);
    (layers[tone] as string[]).push(
      rx < 4
        ? `M${num(clump.x - rx)} ${num(clump.y)}a${num(rx)} ${num(ry)} 0 1 0 ${num(2 * rx)} 0a${num(rx)} ${num(ry)} 0 1 0 ${num(-2 * rx)} 0`
        : leafy(clump.x, clump.y, rx, ry, clump.depth),
    );
  }
  layers.forEach((layer, index) => c.path(layer.join(""), tones[index] as string));
}

/** A clump outline of bulging arcs, like a cluster of leaves rather than a disc. */
function leafy(x: number, y: number, rx: number, ry: number, seed: number): string {
  const lobes = 7;
  const turn = (seed * 2.399) % (Math.PI * 2);
  const point = (k: number) => {
    const a = turn + (k / lobes) * Math.PI * 2;
    const wobble = 0.82 + 0.18 * Math.sin(k * 2.7 + seed);
    return [x + Math.cos(a) * rx * wobble, y + Math.sin(a) * ry * wobble] as const;
  };
  const start = point(0);
  let d = `M${num(start[0])} ${num(start[1])}`;
  for (let k = 1; k <= lobes; k += 1) {
    const [px, py] = point(k);
    const r = rx * 0.42;
    d += `A${num(r)} ${num(r)} 0 0 1 ${num(px)} ${num(py)}`;
  }
  return `${d}Z`;
}

/** A single tree at its base point, shaded toward the sun, with its shadow on the ground. */
export function tree(w: World, rng: Rng, at: V3, height: number, kind: TreeKind): void {
  const { c, cam, light } = w;
  const [x, y, z] = at;
  const s = cam.scale(z);
  const f = fog(w, z);
  const spread = kind === "cypress" ? height * 0.14 : kind === "olive" ? height * 0.42 : height * 0.36;
  const crownY = kind === "cypress" ? height * 0.52 : height * 0.64;
  const crownH = kind === "cypress" ? height * 0.48 : height * 0.34;
  if (light.sun.strength > 0) {
    // The crown's shadow on the ground: a disc stretched along the light, from the trunk to where the crown projects.
    const far = onGround([x, y + crownY, z], light.toSun, y);
    const outline: Pt[] = [];
    for (let k = 0; k < 16; k += 1) {
      const a = (k / 16) * Math.PI * 2;
      const t = 0.5 + 0.5 * Math.cos(a);
      outline.push(cam.project([x + (far[0] - x) * t + Math.sin(a) * spread, y, z + (far[2] - z) * t + Math.sin(a) * spread * 0.6]));
    }
    const xs = outline.map((p) => p[0]);
    const ys = outline.map((p) => p[1]);
    const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    c.ellipse(
      [(left + right) / 2, (top + bottom) / 2],
      (right - left) / 2,
      Math.max(1, (bottom - top) / 2),
      c.sharedRadial("treeshadow", [
        [0, "#1b2416", 0.45],
        [0.7, "#1b2416", 0.3],
        [1, "#1b2416", 0],
      ]),
      1 - f,
    );
  }
  const trunkTop = cam.project([x, y + crownY, z]);
  const trunkBase = cam.project([x, y, z]);
  const trunkW = Math.max(1, (kind === "olive" ? 0.2 : 0.15) * s * (height / 6));
  const lean = (kind === "olive" ? rng.range(-0.5, 0.5) : rng.range(-0.1, 0.1)) * s;
  const bark = mix(light.time === "dusk" ? "#1d1f29" : "#4a3b2c", light.haze, f * 0.85);
  c.path(
    `M${num(trunkBase[0] - trunkW)} ${num(trunkBase[1])}Q${num(trunkBase[0] + lean)} ${num((trunkBase[1] + trunkTop[1]) / 2)} ${num(trunkTop[0] + lean - trunkW * 0.4)} ${num(trunkTop[1])}L${num(trunkTop[0] + lean + trunkW * 0.4)} ${num(trunkTop[1])}Q${num(trunkBase[0] + lean + trunkW)} ${num((trunkBase[1] + trunkTop[1]) / 2)} ${num(trunkBase[0] + trunkW)} ${num(trunkBase[1])}Z`,
    bark,
  );
  const clumps: (Clump & { light: number })[] = [];
  const count = Math.round(clamp(s * spread * 1.2, 18, kind === "cypress" ? 80 : 220));
  const sun = light.toSun;
  for (let i = 0; i < count; i += 1) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next());
    const v = rng.range(-1, 1);
    const px = x + Math.cos(a) * r * spread * (kind === "cypress" ? 1 - Math.abs(v) * 0.7 : Math.sqrt(1 - v * v * 0.5));
    const pz = z + Math.sin(a) * r * spread;
    const [sx, sy] = cam.project([px, y + crownY + v * crownH, pz]);
    const size = spread * (kind === "cypress" ? 0.42 : rng.range(0.12, 0.22)) * (1.15 - r * 0.3);
    // Lit from above and from the sun's side; the back of the crown and its underside stay dark.
    const toward = Math.cos(a) * r * sun[0] + v * 0.6 + 0.25 + (1 - Math.sin(a)) * 0.15;
    const tone = clamp(0.35 + toward * 0.5 + rng.range(-0.2, 0.2), 0, 0.999);
    const stretch = kind === "cypress" ? 1.7 : rng.range(0.8, 0.95);
    clumps.push({ x: sx, y: sy, r: Math.max(1.2, size * s), depth: pz, stretch, light: tone });
    // Small leaf tufts around the rim of outer clumps break up the silhouette.
    if (r > 0.7 && kind !== "cypress") {
      for (let k = 0; k < 3; k += 1) {
        const angle = Math.atan2(sy - cam.project([x, y + crownY, z])[1], sx - cam.project([x, y + crownY, z])[0]) + rng.range(-1.2, 1.2);
        const reach = size * s * rng.range(0.8, 1.15);
        clumps.push({
          x: sx + Math.cos(angle) * reach,
          y: sy + Math.sin(angle) * reach,
          r: Math.max(0.8, size * s * rng.range(0.2, 0.35)),
          depth: pz,
          stretch: 0.9,
          light: clamp(tone + rng.range(-0.15, 0.15), 0, 0.999),
        });
      }
    }
  }
  // Beneath the clumps, a dark core keeps daylight from showing through gaps that real crowns do not have.
  const [cx, cy] = cam.project([x, y + crownY, z]);
  const coreColor = mix(light.time === "dusk" ? "#121a26" : foliageColors[kind][2], light.haze, f * 0.85);
  c.ellipse([cx, cy], spread * s * (kind === "cypress" ? 0.8 : 0.8), crownH * s * 0.75, coreColor);
  foliage(w, clumps, kind, z);
}

/** A palm: curved trunk and a crown of drooping, feathered fronds. */
export function palm(w: World, rng: Rng, at: V3, height: number): void {
  const { c, cam, light } = w;
  const [x, y, z] = at;
  const f = fog(w, z);
  const lean = rng.range(-0.18, 0.18) * height;
  const tone = (color: string) => mix(light.time === "dusk" ? mix(color, "#182036", 0.7) : color, light.haze, f * 0.85);
  const trunk: Pt[] = [];
  const trunkRight: Pt[] = [];
  const s = cam.scale(z);
  for (let i = 0; i <= 12; i += 1) {
    const t = i / 12;
    const [px, py] = cam.project([x + lean * t * t, y + height * t, z]);
    const half = s * (0.2 - 0.06 * t);
    trunk.push([px - half, py]);
    trunkRight.unshift([px + half, py]);
  }
  c.polygon(
    [...trunk, ...trunkRight],
    c.linear(trunk[0] as Pt, trunkRight[trunkRight.length - 1] as Pt, [
      [0, tone("#6d5e4c")],
      [0.6, tone("#9a8a73")],
      [1, tone("#5b4d3e")],
    ]),
  );
  const top: V3 = [x + lean, y + height, z];
  const fronds = rng.int(12, 16);
  const shaded: string[] = [];
  const sunlit: string[] = [];
  const spines: string[] = [];
  for (let i = 0; i < fronds; i += 1) {
    const a = (i / fronds) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const length = height * rng.range(0.26, 0.36);
    const rise = rng.range(0.1, 0.5);
    const spine: Pt[] = [];
    for (let k = 0; k <= 16; k += 1) {
      const t = k / 16;
      spine.push(
        cam.project([
          top[0] + Math.cos(a) * length * t,
          top[1] + length * (rise * t - 0.9 * t * t),
          top[2] + Math.sin(a) * length * t * 0.8,
        ]),
      );
    }
    spines.push(`M${spine.map(([px, py]) => `${num(px)} ${num(py)}`).join("L")}`);
    const facing = Math.cos(a) * light.toSun[0] + Math.sin(a) * light.toSun[2];
    const target = facing > 0.1 ? sunlit : shaded;
    // Pinnate leaflets: thin strokes hanging off both sides of the spine, longest mid-frond.
    for (let k = 1; k < spine.length; k += 1) {
      const [px, py] = spine[k] as Pt;
      const [qx, qy] = spine[k - 1] as Pt;
      const len = Math.hypot(px - qx, py - qy) || 1;
      const reach = s * length * 0.22 * Math.sin((k / spine.length) * Math.PI) + 1;
      const nx = (-(py - qy) / len) * reach;
      const ny = ((px - qx) / len) * reach;
      const droop = reach * 0.7;
      target.push(
        `M${num(px)} ${num(py)}l${num(nx * 0.8)} ${num(ny * 0.8 + droop)}M${num(px)} ${num(py)}l${num(-nx * 0.8)} ${num(-ny * 0.8 + droop)}`,
      );
    }
  }
  const width = Math.max(0.7, s * 0.035);
  c.stroke(shaded.join(""), tone(light.time === "golden" ? "#3d4a26" : "#2e4a2a"), width);
  c.stroke(sunlit.join(""), tone(light.time === "golden" ? "#8a8a3c" : "#5f8a3a"), width);
  c.stroke(spines.join(""), tone("#4a5a32"), Math.max(0.8, s * 0.05));
}

/** A flat terrace of timber boards or stone pavers between two depths. */
export function terrace(w: World, x0: number, x1: number, z0: number, z1: number, level: number, kind: "deck" | "stone"): void {
  const { c, cam, light } = w;
  const base = kind === "deck" ? "#9a7352" : "#d6cdbd";
  const lit = faceColor(base, outdoorLighting(light), [0, 1, 0]);
  const far = cam.project([0, level, z1])[1];
  const near = cam.project([0, level, z0])[1];
  const outline = cam.polygon([
    [x0, level, z0],
    [x1, level, z0],
    [x1, level, z1],
    [x0, level, z1],
  ]);
  const tint = light.time === "dusk" ? mix(base, "#3b4260", 0.7) : lit;
  c.polygon(
    outline,
    c.linear(
      [0, far],
      [0, near],
      [
        [0, mix(tint, light.haze, 0.15)],
        [1, shade(tint, 0.9)],
      ],
    ),
  );
  const joints: string[] = [];
  if (kind === "deck") {
    for (let z = z0; z < z1; z += 0.15) joints.push(line(cam.project([x0, level, z]), cam.project([x1, level, z])));
  } else {
    for (let z = z0; z < z1; z += 0.9) joints.push(line(cam.project([x0, level, z]), cam.project([x1, level, z])));
    for (let x = Math.ceil(x0 / 0.9) * 0.9; x < x1; x += 0.9) joints.push(line(cam.project([x, level, z0]), cam.project([x, level, z1])));
  }
  c.stroke(joints.join(""), shade(tint, 0.6), Math.max(1, cam.focal * 0.0008), kind === "deck" ? 0.45 : 0.35);
}

const line = (a: Pt, b: Pt) => `M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`;

/** A pool sunk in the ground plane: coping, water with sky reflection and caustic ripples. */
export function pool(
  w: World,
  rng: Rng,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  level: number,
  reflect?: (outline: Pt[]) => void,
): void {
  const { c, cam, light } = w;
  const coping = 0.3;
  const copingColor = light.time === "dusk" ? "#55586a" : light.time === "golden" ? "#e2c7a4" : "#e4ddd0";
  c.polygon(
    cam.polygon([
      [x0 - coping, level, z0 - coping],
      [x1 + coping, level, z0 - coping],
      [x1 + coping, level, z1 + coping],
      [x0 - coping, level, z1 + coping],
    ]),
    copingColor,
  );
  const water = level - 0.08;
  const outline = cam.polygon([
    [x0, water, z0],
    [x1, water, z0],
    [x1, water, z1],
    [x0, water, z1],
  ]);
  const far = cam.project([0, water, z1])[1];
  const near = cam.project([0, water, z0])[1];
  const colors = {
    day: ["#8fd0dc", "#3fb0c4", "#1f8ea8"],
    golden: ["#d9c6a6", "#4aa2b0", "#2a7f92"],
    dusk: ["#6f6f92", "#2a7a92", "#1d5a74"],
  }[light.time];
  c.polygon(
    outline,
    c.linear(
      [0, far],
      [0, near],
      [
        [0, colors[0] as string],
        [0.35, colors[1] as string],
        [1, colors[2] as string],
      ],
    ),
  );
  reflect?.(outline);
  // Far inner wall of the pool, seen above the waterline.
  c.polygon(
    cam.polygon([
      [x0, level, z1],
      [x1, level, z1],
      [x1, water, z1],
      [x0, water, z1],
    ]),
    shade(copingColor, 0.75),
  );
  const ripples: string[] = [];
  const bright: string[] = [];
  for (let z = z0 + 0.15; z < z1; z *= 1.025) {
    const s = cam.scale(z);
    let x = x0 + rng.range(0, 0.6);
    while (x < x1 - 0.3) {
      const length = rng.range(0.25, 0.9);
      const a = cam.project([x, water, z]);
      const b = cam.project([Math.min(x1, x + length), water, z]);
      const t = Math.max(0.6, s * 0.012);
      (rng.chance(0.3) ? bright : ripples).push(
        `M${num(a[0])} ${num(a[1])}q${num((b[0] - a[0]) / 2)} ${num(-t * 1.6)} ${num(b[0] - a[0])} 0q${num((a[0] - b[0]) / 2)} ${num(t)} ${num(a[0] - b[0])} 0Z`,
      );
      x += length + rng.range(0.1, 0.5);
    }
  }
  c.path(ripples.join(""), "#e8fbff", light.time === "dusk" ? 0.12 : 0.22);
  c.path(bright.join(""), "#ffffff", light.time === "dusk" ? 0.15 : 0.4);
}

/** Frameless glass balustrade along a terrace edge. */
export function balustrade(w: World, x0: number, x1: number, z: number, level: number): void {
  const { c, cam, light } = w;
  const top = level + 1.05;
  c.polygon(
    cam.polygon([
      [x0, level, z],
      [x1, level, z],
      [x1, top, z],
      [x0, top, z],
    ]),
    mix("#c9dde0", light.sky.horizon, 0.5),
    0.13,
  );
  const a = cam.project([x0, top, z]);
  const b = cam.project([x1, top, z]);
  c.stroke(line(a, b), "#ffffff", Math.max(1, cam.scale(z) * 0.012), 0.55);
  const base = cam.polygon([
    [x0, level, z],
    [x1, level, z],
    [x1, level + 0.08, z],
    [x0, level + 0.08, z],
  ]);
  c.polygon(base, "#3a3b3d", 0.7);
  for (let x = x0 + 1.4; x < x1; x += 1.4) {
    c.stroke(line(cam.project([x, level + 0.08, z]), cam.project([x, top, z])), "#ffffff", Math.max(0.6, cam.scale(z) * 0.004), 0.25);
  }
}

/** Ornamental grass: a tuft of thin arching blades. */
export function grasses(w: World, rng: Rng, [x, y, z]: V3, radius: number, height: number, color: string): void {
  const { c, cam, light } = w;
  const s = cam.scale(z);
  const tint = light.time === "dusk" ? mix(color, "#1c2234", 0.65) : light.time === "golden" ? mix(color, "#d8a45a", 0.3) : color;
  const blades: string[][] = [[], []];
  const count = Math.round(clamp(radius * s * 1.2, 12, 90));
  for (let i = 0; i < count; i += 1) {
    const [bx, by] = cam.project([x + rng.range(-radius, radius) * 0.6, y, z + rng.range(-radius, radius) * 0.4]);
    const lean = rng.range(-1, 1) * height * 0.6 * s;
    const h = height * rng.range(0.6, 1) * s;
    (blades[rng.int(0, 1)] as string[]).push(
      `M${num(bx)} ${num(by)}Q${num(bx + lean * 0.2)} ${num(by - h * 0.7)} ${num(bx + lean)} ${num(by - h)}`,
    );
  }
  c.stroke(blades[0]!.join(""), shade(tint, 0.7), Math.max(0.6, s * 0.008));
  c.stroke(blades[1]!.join(""), mix(tint, "#f2e6c0", light.time === "dusk" ? 0 : 0.2), Math.max(0.6, s * 0.006));
}
