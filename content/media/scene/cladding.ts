import { mix, shade } from "./color";
import { claddings } from "./palette";
import type { Rng } from "./prng";
import { num, type Pt } from "./svg";
import type { Cladding } from "./types";
import type { World } from "./world";

/**
 * Texture of a wall lying in the plane z = const between x0..x1 and y0..y1, painted over a
 * base fill already in place: stone coursing, timber boards or board-formed concrete lines.
 * `lit` is the wall's base colour under the current light.
 */
export function claddingTexture(
  w: World,
  rng: Rng,
  kind: Cladding,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  lit: string,
): void {
  const { c, cam } = w;
  const s = cam.scale(z);
  const at = (x: number, y: number): Pt => cam.project([x, y, z]);
  const rect = (xa: number, ya: number, xb: number, yb: number) => {
    const [ax, ay] = at(xa, yb);
    const [bx, by] = at(xb, ya);
    return `M${num(ax)} ${num(ay)}H${num(bx)}V${num(by)}H${num(ax)}Z`;
  };
  const line = (xa: number, ya: number, xb: number, yb: number) => {
    const [ax, ay] = at(xa, ya);
    const [bx, by] = at(xb, yb);
    return `M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}`;
  };
  const joint = Math.max(0.6, s * 0.012);
  if (kind === "stone") {
    const tones: string[][] = [[], [], []];
    const joints: string[] = [];
    for (let y = y0; y < y1;) {
      const course = rng.pick([0.3, 0.4, 0.3, 0.5] as const);
      const top = Math.min(y1, y + course);
      joints.push(line(x0, top, x1, top));
      for (let x = x0 - rng.range(0, 0.8); x < x1;) {
        const length = rng.range(0.6, 1.4);
        const a = Math.max(x0, x);
        const b = Math.min(x1, x + length);
        if (b > a) (tones[rng.int(0, 2)] as string[]).push(rect(a, y, b, top));
        joints.push(line(b, y, b, top));
        x += length;
      }
      y = top;
    }
    c.path(tones[0]!.join(""), "#ffffff", 0.08);
    c.path(tones[1]!.join(""), "#5a4630", 0.08);
    c.path(tones[2]!.join(""), "#c8a677", 0.08);
    c.stroke(joints.join(""), shade(lit, 0.7), joint, 0.6);
  } else if (kind === "timber") {
    const boards: string[][] = [[], []];
    const joints: string[] = [];
    for (let x = x0; x < x1; x += 0.14) {
      (boards[rng.int(0, 1)] as string[]).push(rect(x, y0, Math.min(x1, x + 0.14), y1));
      joints.push(line(x, y0, x, y1));
    }
    c.path(boards[0]!.join(""), "#ffffff", 0.06);
    c.path(boards[1]!.join(""), "#2a1a0e", 0.1);
    c.stroke(joints.join(""), shade(lit, 0.55), joint, 0.7);
  } else if (kind === "concrete") {
    const joints: string[] = [];
    const ties: string[] = [];
    for (let y = y0 + 0.6; y < y1; y += 0.6) joints.push(line(x0, y, x1, y));
    for (let x = x0 + 0.6; x < x1; x += 1.2) joints.push(line(x, y0, x, y1));
    for (let y = y0 + 0.3; y < y1; y += 0.6) {
      for (let x = x0 + 0.3; x < x1; x += 0.6) {
        const [px, py] = at(x, y);
        const r = Math.max(0.6, s * 0.018);
        ties.push(`M${num(px - r)} ${num(py)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0`);
      }
    }
    c.stroke(joints.join(""), shade(lit, 0.75), joint * 0.8, 0.5);
    c.path(ties.join(""), shade(lit, 0.6), 0.5);
  } else {
    // Stucco: only broad, soft variation in the render.
    for (let i = 0; i < 4; i += 1) {
      const [px, py] = at(rng.range(x0, x1), rng.range(y0, y1));
      c.ellipse(
        [px, py],
        s * rng.range(1.5, 4),
        s * rng.range(0.8, 2),
        c.sharedRadial("stucco", [
          [0, mix(claddings.stucco.accent, "#8a7a66", 0.4), 0.12],
          [1, "#8a7a66", 0],
        ]),
      );
    }
  }
}
