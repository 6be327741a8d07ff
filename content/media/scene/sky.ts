import { mix } from "./color";
import type { Rng } from "./prng";
import type { World } from "./world";

const DEG = Math.PI / 180;

/** Screen row of a given elevation above the horizon. */
const elevationRow = (w: World, degrees: number): number => w.cam.horizon - w.cam.focal * Math.tan(degrees * DEG);

/** Where the sun shines from on screen, when it is in front of the camera and up. */
export function sunOnScreen(w: World): readonly [number, number] | null {
  const { sun } = w.light;
  if (sun.strength === 0 || Math.abs(sun.azimuth) > 80 * DEG) return null;
  return w.cam.direction(sun.azimuth, sun.elevation);
}

export function sky(w: World): void {
  const { c, light } = w;
  const top = elevationRow(w, 75);
  const span = w.cam.horizon - top;
  const at = (degrees: number) => (elevationRow(w, degrees) - top) / span;
  c.rect(
    0,
    0,
    c.width,
    c.height,
    c.linear(
      [0, top],
      [0, w.cam.horizon],
      [
        [0, light.sky.zenith],
        [at(28), light.sky.high],
        [at(9), light.sky.low],
        [at(2.5), mix(light.sky.low, light.sky.horizon, 0.7)],
        [1, light.sky.horizon],
      ],
    ),
  );
  const sun = sunOnScreen(w);
  const f = w.cam.focal;
  if (light.time === "dusk") {
    // Afterglow where the sun went down.
    const x = c.width / 2 + f * Math.tan(light.sun.azimuth * 0.6);
    c.ellipse(
      [x, w.cam.horizon],
      f * 1.6,
      f * 0.16,
      c.sharedRadial("afterglow", [
        [0, "#f3a276", 0.55],
        [1, "#f3a276", 0],
      ]),
    );
  } else if (sun) {
    const golden = light.time === "golden";
    const color = golden ? "#ffd9a3" : "#ffffff";
    c.ellipse(
      sun,
      f * (golden ? 1.3 : 0.9),
      f * (golden ? 0.5 : 0.7),
      c.sharedRadial("sunglow", [
        [0, color, golden ? 0.7 : 0.45],
        [0.35, color, golden ? 0.28 : 0.15],
        [1, color, 0],
      ]),
    );
  }
  clouds(w, w.rng.fork(17));
  if (sun && light.time === "golden") {
    c.ellipse(
      sun,
      f * 0.11,
      f * 0.11,
      c.sharedRadial("halo", [
        [0, "#fff6df", 1],
        [0.25, "#ffe9c2", 0.75],
        [1, "#ffd8a0", 0],
      ]),
    );
    c.ellipse(sun, f * 0.014, f * 0.014, "#fffaf0");
  }
}

function clouds(w: World, rng: Rng): void {
  const { c, light } = w;
  const kind = light.time === "day" ? "cumulus" : "streak";
  const count = kind === "cumulus" ? rng.int(3, 6) + (w.scene.view === "exterior" ? rng.int(1, 3) : 0) : rng.int(4, 7);
  const lit = light.time === "day" ? "#ffffff" : light.time === "golden" ? "#ffbe86" : "#d99a8f";
  const dark = light.time === "day" ? mix(light.sky.low, "#8796aa", 0.6) : light.time === "golden" ? "#8a7a92" : "#3a4570";
  const puff = c.sharedRadial(`puff${lit}`, [
    [0, lit, 0.95],
    [0.5, lit, 0.6],
    [1, lit, 0],
  ]);
  const shadow = c.sharedRadial(`puff${dark}`, [
    [0, dark, 0.7],
    [0.55, dark, 0.35],
    [1, dark, 0],
  ]);
  for (let i = 0; i < count; i += 1) {
    // Interiors only see a low band of sky through the opening; exteriors see high up over the roof.
    const high = w.scene.view === "exterior" ? 2 : 1;
    const elevation = kind === "cumulus" ? rng.range(5, 24 * high) : 2 + rng.next() ** 2 * 12 * high;
    const y = elevationRow(w, elevation);
    const x = rng.range(-0.1, 1.1) * c.width;
    // Farther (lower) clouds are smaller and flatter, as on a real dome of sky.
    const size = w.cam.focal * (0.05 + elevation / 120) * rng.range(0.7, 1.3);
    if (kind === "cumulus") {
      const puffs = rng.int(6, 11);
      for (let p = 0; p < puffs; p += 1) {
        const px = x + rng.range(-1.4, 1.4) * size;
        const py = y - rng.range(0, 0.5) * size * (1 - Math.abs(px - x) / (1.6 * size));
        const r = size * rng.range(0.35, 0.7);
        // Big soft puffs are the costliest shapes to rasterise; only every other one gets a shaded underside.
        if (p % 2 === 0) c.ellipse([px, py + r * 0.35], r * 1.3, r * 0.6, shadow);
        c.ellipse([px, py], r * 1.1, r * 0.75, puff);
      }
    } else {
      // A streak is a few overlapping wisps of different length, so it frays instead of ending in a clean oval.
      const length = size * rng.range(2.5, 6);
      const wisps = rng.int(2, 4);
      for (let k = 0; k < wisps; k += 1) {
        const thickness = size * rng.range(0.05, 0.15);
        const cx = x + rng.range(-0.6, 0.6) * length;
        const cy = y + rng.range(-1, 1) * thickness * 1.5;
        const span = length * rng.range(0.35, 0.8);
        c.ellipse([cx, cy - thickness * 0.4], span * 1.05, thickness * 1.3, shadow);
        c.ellipse([cx, cy], span, thickness, puff);
      }
    }
  }
}
