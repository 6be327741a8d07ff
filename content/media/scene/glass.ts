import type { V3 } from "./camera";
import { mix, shade } from "./color";
import { frames, type Lighting } from "./palette";
import type { Rng } from "./prng";
import { faceColor } from "./solids";
import { type Pt, polyPath } from "./svg";
import type { FrameFinish, Opening, Stack } from "./types";
import { add, clamp, dot, normalize, scale, type World } from "./world";

/** The hole in the wall, at depth z; panels open toward the camera (smaller z). */
export type Aperture = { left: number; right: number; bottom: number; top: number; z: number };

/** A glazed leaf: `origin` is its bottom hinge-side corner, `dir` the horizontal unit vector along its width. */
export type Panel = { origin: V3; dir: V3; width: number; height: number; handle: boolean };

export type GlassLook = {
  finish: FrameFinish;
  lighting: Lighting;
  /** What the glass mirrors, top and bottom of a leaf. */
  reflection: readonly [string, string];
  /** Opacity of glass seen face-on; reflections rise toward grazing angles. */
  clarity: number;
};

const DEG = Math.PI / 180;

/** Positions the leaves of an opened system inside the aperture. */
export function planPanels(aperture: Aperture, opening: Opening, stack: Stack, open: number, rng: Rng): Panel[] {
  const width = aperture.right - aperture.left;
  const height = aperture.top - aperture.bottom;
  const sides: ("left" | "right")[] = stack === "both" ? ["left", "right"] : [stack];
  const leaf = (x: number, z: number, dir: V3, w: number, handle = false): Panel => ({
    origin: [x, aperture.bottom, z],
    dir,
    width: w,
    height,
    handle,
  });
  const panels: Panel[] = [];
  if (opening === "folding") {
    const count = Math.max(3, Math.round(width / rng.range(0.9, 1.15)));
    const panelWidth = width / count;
    const angle = (8 + open * 68) * DEG;
    sides.forEach((side, sideIndex) => {
      const n = stack === "both" ? (sideIndex === 0 ? Math.ceil(count / 2) : Math.floor(count / 2)) : count;
      const sign = side === "left" ? 1 : -1;
      let point: V3 = [side === "left" ? aperture.left : aperture.right, aperture.bottom, aperture.z];
      for (let i = 0; i < n; i += 1) {
        const dir: V3 = [sign * Math.cos(angle), 0, (i % 2 === 0 ? -1 : 1) * Math.sin(angle)];
        panels.push({ origin: point, dir, width: panelWidth, height, handle: i === n - 1 });
        point = add(point, scale(dir, panelWidth));
      }
    });
  } else if (opening === "sliding") {
    const count = Math.max(2, Math.round(width / rng.range(1.7, 2.3)));
    const panelWidth = width / count + 0.05;
    sides.forEach((side) => {
      const n = stack === "both" ? Math.max(1, Math.floor(count / 2)) : count;
      const sign = side === "left" ? 1 : -1;
      const start = side === "left" ? aperture.left : aperture.right - panelWidth;
      const spread = panelWidth * (1 - open) + 0.045;
      for (let i = 0; i < n; i += 1) {
        const x = start + sign * i * spread;
        panels.push(leaf(x, aperture.z - 0.08 - i * 0.075, [1, 0, 0], panelWidth, i === n - 1));
      }
    });
  } else {
    // French doors: one or two pairs, fixed sidelights when the opening is wider than the pairs.
    const pairs = width > 6.5 ? 2 : 1;
    const leafWidth = Math.min(1.15, width / (pairs * 2));
    const fixed = (width - pairs * 2 * leafWidth) / 2;
    if (fixed > 0.3) {
      panels.push(leaf(aperture.left, aperture.z, [1, 0, 0], fixed));
      panels.push(leaf(aperture.right - fixed, aperture.z, [1, 0, 0], fixed));
    }
    for (let p = 0; p < pairs; p += 1) {
      const a = aperture.left + fixed + p * 2 * leafWidth;
      const b = a + 2 * leafWidth;
      const angle = (open * rng.range(78, 96) + 2) * DEG;
      const angle2 = (open * rng.range(70, 96) + 2) * DEG;
      panels.push(leaf(a, aperture.z, [Math.cos(angle), 0, -Math.sin(angle)], leafWidth, true));
      panels.push(leaf(b, aperture.z, [-Math.cos(angle2), 0, -Math.sin(angle2)], leafWidth, true));
    }
  }
  return panels;
}

/** Far leaves first, so nearer ones paint over them. */
export const byDepth = (panels: readonly Panel[], eye: V3): Panel[] => [...panels].sort((a, b) => distance(b, eye) - distance(a, eye));

const centerOf = (panel: Panel): V3 => add(add(panel.origin, scale(panel.dir, panel.width / 2)), [0, panel.height / 2, 0]);
const distance = (panel: Panel, eye: V3) => {
  const c = centerOf(panel);
  return Math.hypot(c[0] - eye[0], c[2] - eye[2]);
};

/** Draws one leaf: back frame, frame edges, glass with reflections, front frame. */
export function drawPanel(w: World, panel: Panel, look: GlassLook): void {
  const { cam, c } = w;
  const palette = frames[look.finish];
  // Timber needs a heavier section than aluminium for the same span.
  const profile = look.finish === "wood" ? 1.8 : 1;
  const stile = 0.042 * profile;
  const headRail = 0.05 * profile;
  const bottomRail = 0.085 * profile;
  const depth = 0.07;
  const normal: V3 = [panel.dir[2], 0, -panel.dir[0]];
  const center = centerOf(panel);
  const toEye = normalize([cam.eye[0] - center[0], cam.eye[1] - center[1], cam.eye[2] - center[2]]);
  const facing = dot(normal, toEye) >= 0 ? normal : scale(normal, -1);
  const at = (u: number, v: number, offset: number): V3 =>
    add(add(add(panel.origin, scale(panel.dir, u)), [0, v, 0]), scale(facing, -offset));
  const quad = (u0: number, v0: number, u1: number, v1: number, offset: number) =>
    cam.polygon([at(u0, v0, offset), at(u1, v0, offset), at(u1, v1, offset), at(u0, v1, offset)]);
  const W = panel.width;
  const H = panel.height;
  const ring = (offset: number) => polyPath(quad(0, 0, W, H, offset)) + polyPath(quad(stile, bottomRail, W - stile, H - headRail, offset));

  const faceLit = faceColor(palette.face, look.lighting, facing);
  const edgeLit = faceColor(palette.edge, look.lighting, panel.dir);
  c.path(ring(depth), shade(edgeLit, 0.9), 1, 'fill-rule="evenodd"');
  const edge = (u: number) => cam.polygon([at(u, 0, 0), at(u, H, 0), at(u, H, depth), at(u, 0, depth)]);
  c.polygon(edge(0), edgeLit);
  c.polygon(edge(W), edgeLit);
  const rail = (v: number) => cam.polygon([at(0, v, 0), at(W, v, 0), at(W, v, depth), at(0, v, depth)]);
  c.polygon(rail(0), shade(edgeLit, 1.1));
  c.polygon(rail(H), shade(edgeLit, 0.8));

  const cosine = Math.abs(dot(normal, toEye));
  const fresnel = 0.04 + 0.96 * (1 - cosine) ** 5;
  const glass = quad(stile, bottomRail, W - stile, H - headRail, 0);
  const top = midpoint(glass[2], glass[3]);
  const bottom = midpoint(glass[0], glass[1]);
  const opacity = clamp(look.clarity + fresnel * 0.8, 0, 0.92);
  c.polygon(
    glass,
    c.linear(top, bottom, [
      [0, look.reflection[0], opacity],
      [0.55, mix(look.reflection[0], look.reflection[1], 0.6), opacity * 0.8],
      [1, look.reflection[1], opacity * 0.9],
    ]),
  );
  // Greenish body tint of low-iron glass, strongest where the light path through it is long.
  c.polygon(glass, "#7f9c92", 0.05 + (1 - cosine) * 0.12);
  // Reflection streaks shift from leaf to leaf; deriving the offset from the position keeps it deterministic.
  const s = 0.18 + ((((panel.origin[0] * 7.31) % 1) + 1) % 1) * 0.3;
  const streak = [at(W * s, H * 0.05, 0), at(W * (s + 0.12), H * 0.05, 0), at(W * (s + 0.42), H * 0.95, 0), at(W * (s + 0.3), H * 0.95, 0)];
  c.polygon(cam.polygon(streak), "#ffffff", 0.06 + fresnel * 0.1);
  const streak2 = [
    at(W * (s + 0.17), H * 0.05, 0),
    at(W * (s + 0.2), H * 0.05, 0),
    at(W * (s + 0.5), H * 0.95, 0),
    at(W * (s + 0.47), H * 0.95, 0),
  ];
  c.polygon(cam.polygon(streak2), "#ffffff", 0.05 + fresnel * 0.08);

  c.path(ring(0), faceLit, 1, 'fill-rule="evenodd"');
  const sheen = quad(stile * 0.65, bottomRail, stile, H - headRail, 0.001);
  c.polygon(sheen, palette.sheen, 0.35);
  if (panel.handle) {
    const u = W - stile * 0.5;
    const handle = cam.polygon([
      at(u - 0.012, 0.95, -0.03),
      at(u + 0.012, 0.95, -0.03),
      at(u + 0.012, 1.25, -0.03),
      at(u - 0.012, 1.25, -0.03),
    ]);
    c.polygon(handle, look.finish === "white" ? "#8c8f93" : shade(palette.sheen, 0.9));
  }
}

const midpoint = (a: Pt | undefined, b: Pt | undefined): Pt => (a && b ? [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] : [0, 0]);
