import { mix, shade } from "./color";
import type { Rng } from "./prng";
import { fog } from "./landscape";
import { num } from "./svg";
import type { World } from "./world";

/** A city skyline: towers at several distances, floor lines and, after dark, lit windows. */
export function skyline(w: World, rng: Rng, ground: number): void {
  const { c, cam, light } = w;
  const dusk = light.time === "dusk";
  const rows = [2200, 1200, 650, 380];
  rows.forEach((z, row) => {
    const f = fog(w, z);
    const left = cam.worldX(-40, z);
    const right = cam.worldX(c.width + 40, z);
    let x = left - rng.range(0, 40);
    while (x < right) {
      const width = rng.range(18, 55);
      const height = rng.range(25, 70) + (row === 1 ? rng.range(0, 120) : 0) + (rng.chance(0.15) ? rng.range(40, 110) : 0);
      const zz = z + rng.range(-60, 60);
      const base = rng.pick(
        dusk ? (["#1d2238", "#252b45", "#1a1e30"] as const) : (["#9aa3ab", "#b8b2a6", "#7d8a96", "#c9c4ba", "#6f7a86"] as const),
      );
      // Nearer rows stand out darker against the hazier ones behind.
      const body = mix(base, light.haze, f * (dusk ? 1.1 : 0.9));
      const [x0, top] = cam.project([x, ground + height, zz]);
      const [x1] = cam.project([x + width, ground, zz]);
      c.rect(x0, top, x1 - x0, c.height - top, body);
      const s = cam.scale(zz);
      const floor = 3.4 * s;
      if (floor > 2.5) {
        const bands: string[] = [];
        for (let y = top + floor; y < c.height; y += floor)
          bands.push(`M${num(x0)} ${num(y)}H${num(x1)}V${num(y + Math.max(0.6, floor * 0.3))}H${num(x0)}Z`);
        c.path(bands.join(""), dusk ? "#141a30" : shade(body, 0.82), 0.5);
      }
      if (dusk && floor > 4) {
        const lit: string[] = [];
        const bay = 2.4 * s;
        for (let y = top + floor * 0.35; y < c.height; y += floor) {
          for (let wx = x0 + bay * 0.2; wx < x1 - bay * 0.6; wx += bay) {
            if (rng.chance(0.22)) lit.push(`M${num(wx)} ${num(y)}h${num(bay * 0.7)}v${num(floor * 0.5)}h${num(-bay * 0.7)}Z`);
          }
        }
        c.path(lit.join(""), "#f4c27a", 0.55 * (1 - f * 0.6));
      } else if (!dusk) {
        // One sunlit flank per tower gives the skyline volume.
        const flank = Math.min(x1 - x0, s * width * 0.3);
        c.rect(light.toSun[0] < 0 ? x0 : x1 - flank, top, flank, c.height - top, "#ffffff", 0.1 * (1 - f));
      }
      x += width + rng.range(4, 30);
    }
  });
}

/** A low institutional building facing the camera across a courtyard: slab edges, mullion grid, glazing. */
export function facadeBlock(w: World, rng: Rng, x0: number, x1: number, z: number, level: number, storeys: number): void {
  const { c, cam, light } = w;
  const f = fog(w, z);
  const dusk = light.time === "dusk";
  const storey = 3.8;
  const height = storeys * storey + 0.8;
  const cladding = rng.pick(["#b86f4e", "#d9d2c4", "#8f8a80", "#c4a27a"] as const);
  const wall = mix(dusk ? shade(cladding, 0.35) : cladding, light.haze, f);
  const [left, top] = cam.project([x0, level + height, z]);
  const [right, bottom] = cam.project([x1, level, z]);
  c.rect(left, top, right - left, bottom - top, wall);
  const s = cam.scale(z);
  const glass = dusk ? "#3a3c4e" : mix(light.sky.high, "#2d3a44", 0.45);
  const glow = "#f3c27e";
  const bay = 3;
  for (let k = 0; k < storeys; k += 1) {
    const y0 = cam.y(level + k * storey + 0.9, z);
    const y1 = cam.y(level + (k + 1) * storey, z);
    c.rect(
      left + s * 0.6,
      y1,
      right - left - s * 1.2,
      y0 - y1,
      c.linear(
        [0, y1],
        [0, y0],
        [
          [0, mix(glass, light.haze, f)],
          [1, shade(mix(glass, light.haze, f), 0.75)],
        ],
      ),
    );
    if (dusk) {
      for (let x = x0 + 0.6; x < x1 - 0.6; x += bay) {
        if (rng.chance(0.55)) c.rect(cam.x(x, z), y1, bay * s, y0 - y1, glow, 0.65);
      }
    }
    const mullions: string[] = [];
    for (let x = x0 + 0.6; x <= x1 - 0.6 + 0.01; x += bay / 2) mullions.push(`M${num(cam.x(x, z))} ${num(y1)}V${num(y0)}`);
    c.stroke(mullions.join(""), shade(wall, 0.5), Math.max(0.7, s * 0.08));
  }
  c.rect(left, top, right - left, s * 0.5, shade(wall, 0.85));
}
