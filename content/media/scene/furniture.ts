import type { V3 } from "./camera";
import { mix, shade } from "./color";
import type { Lighting } from "./palette";
import type { Rng } from "./prng";
import { type Block, blocks, box, castShadow, circle, contactShadow, cylinder, faceColor, hull2d } from "./solids";
import { num, polyPath } from "./svg";
import type { World } from "./world";

/** Something to paint in depth order: farthest first. */
export type Item = { depth: number; draw: () => void };

export const paintInOrder = (items: Item[]): void => {
  for (const item of [...items].sort((a, b) => b.depth - a.depth)) item.draw();
};

type Facing = "away" | "toward" | "left" | "right";

/**
 * A low modern sofa set along the z axis (perpendicular to the glass), seat facing +x for
 * "right" and -x for "left"; (x, z) is the centre of its footprint. Short ones are armchairs.
 */
export function sofa(
  w: World,
  lighting: Lighting,
  x: number,
  z: number,
  length: number,
  facing: "left" | "right",
  color: string,
  accent: string,
): Item {
  const depth = 0.95;
  const [x0, x1] = [x - depth / 2, x + depth / 2];
  const [z0, z1] = [z - length / 2, z + length / 2];
  const arm = 0.17;
  const backX = facing === "right" ? x0 : x1 - 0.2;
  const seatX: [number, number] = facing === "right" ? [x0 + 0.2, x1] : [x0, x1 - 0.2];
  const cushionX: [number, number] = facing === "right" ? [x0 + 0.2, x0 + 0.37] : [x1 - 0.37, x1 - 0.2];
  const soft = { soft: 0.045, bevel: 0.2 };
  const list: Block[] = [
    { min: [x0 + 0.05, 0, z0 + 0.05], max: [x1 - 0.05, 0.1, z1 - 0.05], color: shade(color, 0.3), style: { bevel: 0 } },
    { min: [x0, 0.1, z0 + arm], max: [x1, 0.36, z1 - arm], color, style: soft },
    { min: [x0, 0.1, z0], max: [x1, 0.6, z0 + arm], color, style: soft },
    { min: [x0, 0.1, z1 - arm], max: [x1, 0.6, z1], color, style: soft },
    { min: [backX, 0.36, z0 + arm], max: [backX + 0.2, 0.66, z1 - arm], color, style: soft },
  ];
  const count = Math.max(1, Math.round((length - 2 * arm) / 0.8));
  const span = (length - 2 * arm) / count;
  for (let i = 0; i < count; i += 1) {
    const a = z0 + arm + i * span + 0.012;
    const b = a + span - 0.024;
    list.push({ min: [seatX[0], 0.36, a], max: [seatX[1], 0.5, b], color: shade(color, 1.04), style: soft });
    list.push({ min: [cushionX[0], 0.5, a], max: [cushionX[1], 0.84, b], color: shade(color, 1.02), style: soft });
  }
  if (length > 1.5) {
    const px = facing === "right" ? cushionX[1] : cushionX[0] - 0.12;
    list.push({
      min: [px + 0.02, 0.5, z0 + arm + 0.12],
      max: [px + 0.11, 0.76, z0 + arm + 0.44],
      color: accent,
      style: { soft: 0.06, bevel: 0 },
    });
  }
  return {
    depth: z,
    draw: () => {
      contactShadow(w, [x0, z0], [x1, z1], 0, 0.8);
      blocks(w, list, lighting);
    },
  };
}

export function coffeeTable(w: World, lighting: Lighting, x: number, z: number, size: readonly [number, number], top: string): Item {
  const [sx, sz] = size;
  return {
    depth: z,
    draw: () => {
      contactShadow(w, [x - sx / 2, z - sz / 2], [x + sx / 2, z + sz / 2], 0, 0.6);
      box(w, [x - sx / 2 + 0.12, 0, z - sz / 2 + 0.12], [x + sx / 2 - 0.12, 0.3, z + sz / 2 - 0.12], shade(top, 0.7), lighting);
      box(w, [x - sx / 2, 0.3, z - sz / 2], [x + sx / 2, 0.36, z + sz / 2], top, lighting, { bevel: 0.6 });
    },
  };
}

/** A rug: a slightly lighter or darker rectangle lying on the floor. */
export function rug(w: World, x: number, z: number, size: readonly [number, number], color: string): void {
  const [sx, sz] = size;
  const outline = w.cam.polygon([
    [x - sx / 2, 0.005, z - sz / 2],
    [x + sx / 2, 0.005, z - sz / 2],
    [x + sx / 2, 0.005, z + sz / 2],
    [x - sx / 2, 0.005, z + sz / 2],
  ]);
  w.c.polygon(outline, color, 0.85);
  w.c.stroke(polyPath(outline), shade(color, 0.8), Math.max(1, w.cam.scale(z) * 0.01), 0.5);
}

/** The warm halo around a lit lamp, one gradient shared by every lamp of a picture. */
function lampGlow(w: World): string {
  return w.c.sharedRadial("lampglow", [
    [0, w.light.lampColor, 0.55],
    [0.3, w.light.lampColor, 0.18],
    [1, w.light.lampColor, 0],
  ]);
}

function chair(w: World, lighting: Lighting, x: number, z: number, facing: Facing, color: string, frame: string): Item {
  const s = 0.22;
  const leg = 0.016;
  const list: Block[] = [];
  for (const [dx, dz] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const) {
    const lx = x + dx * (s - leg);
    const lz = z + dz * (s - leg);
    list.push({ min: [lx - leg, 0, lz - leg], max: [lx + leg, 0.44, lz + leg], color: frame, style: { bevel: 0 } });
  }
  list.push({ min: [x - s, 0.44, z - s], max: [x + s, 0.48, z + s], color, style: { soft: 0.015, bevel: 0.3 } });
  const t = 0.03;
  const back: [V3, V3] =
    facing === "away"
      ? [
          [x - s, 0.6, z - s],
          [x + s, 0.84, z - s + t],
        ]
      : facing === "toward"
        ? [
            [x - s, 0.6, z + s - t],
            [x + s, 0.84, z + s],
          ]
        : facing === "left"
          ? [
              [x + s - t, 0.6, z - s],
              [x + s, 0.84, z + s],
            ]
          : [
              [x - s, 0.6, z - s],
              [x - s + t, 0.84, z + s],
            ];
  list.push({ min: back[0], max: back[1], color, style: { soft: 0.015, bevel: 0.2 } });
  // Two slim posts carry the floating backrest.
  const posts: [number, number][] =
    facing === "away" || facing === "toward"
      ? [
          [x - s + 0.03, back[0][2]],
          [x + s - 0.03, back[0][2]],
        ]
      : [
          [back[0][0], z - s + 0.03],
          [back[0][0], z + s - 0.03],
        ];
  for (const [px, pz] of posts)
    list.push({ min: [px - 0.012, 0.48, pz], max: [px + 0.012, 0.6, pz + t], color: frame, style: { bevel: 0 } });
  return {
    depth: z,
    draw: () => {
      contactShadow(w, [x - s, z - s], [x + s, z + s], 0, 0.35);
      blocks(w, list, lighting);
    },
  };
}

/** A table with chairs around it; returns items so the caller can depth-sort them with other furniture. */
export function diningSet(
  w: World,
  lighting: Lighting,
  x: number,
  z: number,
  size: readonly [number, number],
  seats: number,
  top: string,
  chairColor: string,
): Item[] {
  const [sx, sz] = size;
  const wood = shade(top, 0.6);
  const items: Item[] = [
    {
      depth: z,
      draw: () => {
        contactShadow(w, [x - sx / 2, z - sz / 2], [x + sx / 2, z + sz / 2], 0, 0.45);
        for (const [dx, dz] of [
          [-1, -1],
          [1, -1],
          [-1, 1],
          [1, 1],
        ] as const) {
          box(
            w,
            [x + dx * (sx / 2 - 0.1) - 0.03, 0, z + dz * (sz / 2 - 0.1) - 0.03],
            [x + dx * (sx / 2 - 0.1) + 0.03, 0.71, z + dz * (sz / 2 - 0.1) + 0.03],
            wood,
            lighting,
            { bevel: 0 },
          );
        }
        box(w, [x - sx / 2, 0.71, z - sz / 2], [x + sx / 2, 0.75, z + sz / 2], top, lighting, { bevel: 0.5 });
      },
    },
  ];
  const longSide = sx >= sz;
  const perSide = Math.max(1, Math.round(seats / 2));
  for (let i = 0; i < perSide; i += 1) {
    const t = (i + 0.5) / perSide - 0.5;
    if (longSide) {
      items.push(chair(w, lighting, x + t * sx, z - sz / 2 - 0.12, "away", chairColor, wood));
      items.push(chair(w, lighting, x + t * sx, z + sz / 2 + 0.12, "toward", chairColor, wood));
    } else {
      items.push(chair(w, lighting, x - sx / 2 - 0.12, z + t * sz, "left", chairColor, wood));
      items.push(chair(w, lighting, x + sx / 2 + 0.12, z + t * sz, "right", chairColor, wood));
    }
  }
  return items;
}

/** A potted plant: arching stems with long glossy leaves, each with a lighter midrib. */
export function pottedPlant(w: World, lighting: Lighting, rng: Rng, x: number, z: number, height: number): Item {
  return {
    depth: z,
    draw: () => {
      const { c, cam } = w;
      contactShadow(w, [x - 0.3, z - 0.3], [x + 0.3, z + 0.3], 0, 0.6);
      cylinder(w, [x, 0, z], 0.24, 0.5, rng.pick(["#d8d2c8", "#8a8178", "#3a3836"] as const), lighting);
      const s = cam.scale(z);
      const tones: string[][] = [[], [], []];
      const stems: string[] = [];
      const ribs: string[] = [];
      const base = cam.project([x, 0.5, z]);
      const leaves = Math.round(50 + height * 30);
      for (let i = 0; i < leaves; i += 1) {
        const h = 0.6 + rng.next() ** 0.6 * (height - 0.6);
        const a = rng.range(0, Math.PI * 2);
        const r = rng.range(0.05, 0.42) * Math.min(1, (h - 0.4) / 0.8 + 0.3);
        const [px, py] = cam.project([x + Math.cos(a) * r, h, z + Math.sin(a) * r]);
        if (i % 3 === 0)
          stems.push(
            `M${num(base[0] + (px - base[0]) * 0.1)} ${num(base[1])}Q${num(base[0] + (px - base[0]) * 0.2)} ${num((py + base[1]) / 2)} ${num(px)} ${num(py)}`,
          );
        const length = s * rng.range(0.14, 0.26);
        const angle = rng.range(-2.4, -0.7) + (px > base[0] ? 0.5 : -0.5) + rng.range(-0.3, 0.3);
        const tipX = px + Math.cos(angle) * length;
        const tipY = py + Math.sin(angle) * length + length * 0.25;
        const nx = -Math.sin(angle) * length * 0.2;
        const ny = Math.cos(angle) * length * 0.2;
        tones[
          Math.max(
            0,
            Math.min(
              2,
              Math.floor((Math.cos(a) * lighting.toward[0] + Math.sin(a) * lighting.toward[2] + rng.range(-0.6, 0.6) + 0.8) * 1.2),
            ),
          )
        ]!.push(
          `M${num(px)} ${num(py)}Q${num((px + tipX) / 2 + nx)} ${num((py + tipY) / 2 + ny)} ${num(tipX)} ${num(tipY)}Q${num((px + tipX) / 2 - nx)} ${num((py + tipY) / 2 - ny)} ${num(px)} ${num(py)}Z`,
        );
        ribs.push(`M${num(px)} ${num(py)}L${num(tipX)} ${num(tipY)}`);
      }
      c.stroke(stems.join(""), "#4a5236", Math.max(0.8, s * 0.008), 0.8);
      c.path(tones[0]!.join(""), faceColor("#2c4426", lighting, [0, 0, -1]));
      c.path(tones[1]!.join(""), faceColor("#3f5e32", lighting, [0, 0.5, -0.5]));
      c.path(tones[2]!.join(""), faceColor("#5a7a44", lighting, [0, 0.8, 0.6]));
      c.stroke(ribs.join(""), "#a8b890", Math.max(0.5, s * 0.004), 0.35);
    },
  };
}

/** A pendant light hanging from the ceiling; glows when the lamps are on. */
export function pendant(w: World, x: number, z: number, ceiling: number, drop: number, color: string, glow: number): Item {
  return {
    depth: z,
    draw: () => {
      const { c, cam } = w;
      const y = ceiling - drop;
      const top = cam.project([x, ceiling, z]);
      const at = cam.project([x, y, z]);
      const s = cam.scale(z);
      c.stroke(`M${num(top[0])} ${num(top[1])}L${num(at[0])} ${num(at[1])}`, "#222222", Math.max(0.8, s * 0.006));
      const r = 0.22 * s;
      if (glow > 0) c.ellipse([at[0], at[1] + r * 0.5], r * 6, r * 5, lampGlow(w), glow);
      c.path(
        `M${num(at[0] - r)} ${num(at[1] + r * 0.55)}C${num(at[0] - r)} ${num(at[1] - r * 0.6)} ${num(at[0] + r)} ${num(at[1] - r * 0.6)} ${num(at[0] + r)} ${num(at[1] + r * 0.55)}Z`,
        color,
      );
      c.ellipse([at[0], at[1] + r * 0.55], r * 0.98, r * 0.16, glow > 0 ? mix("#fff3dc", w.light.lampColor, 0.3) : shade(color, 0.6));
    },
  };
}

/** A slender floor lamp with a drum shade. */
export function floorLamp(w: World, lighting: Lighting, x: number, z: number, glow: number): Item {
  return {
    depth: z,
    draw: () => {
      const { c, cam } = w;
      const base = cam.project([x, 0, z]);
      const top = cam.project([x, 1.35, z]);
      const s = cam.scale(z);
      contactShadow(w, [x - 0.2, z - 0.2], [x + 0.2, z + 0.2], 0, 0.4);
      c.stroke(`M${num(base[0])} ${num(base[1])}L${num(top[0])} ${num(top[1])}`, "#2a2a2a", Math.max(1, s * 0.018));
      if (glow > 0) c.ellipse(cam.project([x, 1.45, z]), s * 1.2, s * 1.1, lampGlow(w), glow);
      cylinder(
        w,
        [x, 1.3, z],
        0.2,
        0.3,
        glow > 0 ? mix("#f4e3c8", w.light.lampColor, 0.3) : "#e8e1d4",
        glow > 0 ? { ...lighting, fill: "#ffffff" } : lighting,
      );
      c.polygon(circle(w, [x, 1.3, z], 0.2), glow > 0 ? "#fff1d6" : "#cfc6b6", 0.9);
    },
  };
}

/** A sun lounger along the z axis, head end away from the camera. */
export function lounger(w: World, lighting: Lighting, x: number, z: number, frame: string, cushion: string): Item {
  return {
    depth: z,
    draw: () => {
      const length = 1.9;
      const half = 0.33;
      const z0 = z - length / 2;
      const z1 = z + length / 2;
      castShadow(w, boxCorners([x - half, 0, z0], [x + half, 0.36, z1]), 0, "#233040", 0.35);
      box(w, [x - half, 0, z0], [x + half, 0.28, z1], frame, lighting, { bevel: 0.3 });
      box(w, [x - half + 0.03, 0.28, z0 + 0.03], [x + half - 0.03, 0.36, z1 - 0.6], cushion, lighting, { bevel: 0.4, soft: 0.03 });
      const back: V3[] = [
        [x - half + 0.03, 0.34, z1 - 0.62],
        [x + half - 0.03, 0.34, z1 - 0.62],
        [x + half - 0.03, 0.85, z1 - 0.05],
        [x - half + 0.03, 0.85, z1 - 0.05],
      ];
      w.c.polygon(w.cam.polygon(back), faceColor(cushion, lighting, [0, 0.8, -0.6]));
    },
  };
}

export const boxCorners = ([x0, y0, z0]: V3, [x1, y1, z1]: V3): V3[] => [
  [x0, y0, z0],
  [x1, y0, z0],
  [x1, y0, z1],
  [x0, y0, z1],
  [x0, y1, z0],
  [x1, y1, z0],
  [x1, y1, z1],
  [x0, y1, z1],
];

/** A round bistro table with two chairs and, optionally, a market umbrella over it. */
export function bistro(w: World, lighting: Lighting, x: number, z: number, chairColor: string, umbrella: string | null): Item {
  return {
    depth: z,
    draw: () => {
      const { c } = w;
      const metal = "#2b2b2b";
      castShadow(w, boxCorners([x - 0.35, 0, z - 0.35], [x + 0.35, 0.75, z + 0.35]), 0, "#233040", 0.3);
      const seats = [
        chair(w, lighting, x - 0.62, z + 0.05, "right", chairColor, metal),
        chair(w, lighting, x + 0.62, z - 0.05, "left", chairColor, metal),
      ];
      paintInOrder([
        ...seats,
        {
          depth: z,
          draw: () => {
            cylinder(w, [x, 0, z], 0.04, 0.72, metal, lighting);
            c.polygon(circle(w, [x, 0.74, z], 0.36), faceColor("#e8e2d6", lighting, [0, 1, 0]));
            const rim = circle(w, [x, 0.72, z], 0.36);
            c.stroke(polyPath(rim), faceColor("#bdb5a6", lighting, [0, 0, -1]), Math.max(1, w.cam.scale(z) * 0.02), 0.9);
          },
        },
      ]);
      if (umbrella) {
        const top = w.cam.project([x, 2.55, z]);
        const s = w.cam.scale(z);
        c.stroke(
          `M${num(top[0])} ${num(top[1])}L${num(w.cam.project([x, 0.74, z])[0])} ${num(w.cam.project([x, 0.74, z])[1])}`,
          "#5a4a3a",
          Math.max(1, s * 0.03),
        );
        const rim = circle(w, [x, 2.1, z], 1.35, 24);
        // Seen from below: the canopy's silhouette is the hull of apex and rim; inside the rim we see its underside.
        c.polygon(hull2d([top, ...rim]), faceColor(umbrella, lighting, [0, 0.7, -0.7]));
        c.polygon(rim, faceColor(shade(umbrella, 0.8), lighting, [0, -1, 0]));
      }
    },
  };
}

/** A long suspended linear light over a work table, running along z. */
export function linearLight(w: World, x: number, z: number, ceiling: number, length: number, glow: number): Item {
  return {
    depth: z,
    draw: () => {
      const { c, cam } = w;
      const y = ceiling - 0.9;
      for (const end of [z - length / 2 + 0.2, z + length / 2 - 0.2]) {
        const a = cam.project([x, ceiling, end]);
        const b = cam.project([x, y, end]);
        c.stroke(`M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`, "#2a2a2a", 1);
      }
      const bar = cam.polygon([
        [x - 0.04, y, z - length / 2],
        [x + 0.04, y, z - length / 2],
        [x + 0.04, y, z + length / 2],
        [x - 0.04, y, z + length / 2],
      ]);
      const side = cam.polygon([
        [x - 0.04, y, z - length / 2],
        [x - 0.04, y + 0.05, z - length / 2],
        [x - 0.04, y + 0.05, z + length / 2],
        [x - 0.04, y, z + length / 2],
      ]);
      c.polygon(side, "#2b2b2b");
      c.polygon(bar, glow > 0.3 ? "#fff4df" : "#cfcac2");
      if (glow > 0.3) {
        const [px, py] = cam.project([x, y, z]);
        c.ellipse([px, py], cam.scale(z) * 0.8, cam.scale(z) * length * 0.3, lampGlow(w), glow * 0.6);
      }
    },
  };
}
