import { facadeBlock, skyline } from "./buildings";
import { mix, shade } from "./color";
import { bistro, boxCorners, type Item, lounger, paintInOrder } from "./furniture";
import type { Aperture } from "./glass";
import { balustrade, grasses, ground, headland, hills, ocean, palm, pool, terrace, tree, treeLine, type TreeKind } from "./landscape";
import { outdoorLighting } from "./palette";
import { sky } from "./sky";
import { box, castShadow } from "./solids";
import { num } from "./svg";
import type { World } from "./world";

/** The footprint of the building in an exterior view: facade plane z, its extent, the opening and the terrace depth before it. */
export type Site = { left: number; right: number; z: number; aperture: Aperture; terrace: number };

/**
 * What lies beyond an opening at depth `from`, seen from inside: sky, the setting's distant
 * scenery, and the terrace right outside, spanning `[x0, x1]`.
 */
export function beyond(w: World, from: number, [x0, x1]: readonly [number, number]): void {
  const rng = w.rng.fork(20);
  const lighting = outdoorLighting(w.light);
  sky(w);
  const items: Item[] = [];
  const plant = (kind: TreeKind, x: number, z: number, height: number, level = 0) =>
    items.push({ depth: z, draw: () => tree(w, rng.fork(Math.round(x * 13 + z * 7)), [x, level, z], height, kind) });
  const deck = rng.chance(0.5) ? "deck" : "stone";
  switch (w.scene.setting) {
    case "ocean": {
      if (rng.chance(0.6)) headland(w, rng.fork(1), rng.sign());
      ocean(w, -18);
      const edge = from + rng.range(2.8, 4.2);
      terrace(w, x0, x1, from, edge, 0, deck);
      balustrade(w, x0, x1, edge, 0);
      break;
    }
    case "hills": {
      hills(w, rng.fork(1), -25, 4);
      const edge = from + rng.range(2.5, 3.5);
      ground(w, -0.4, edge, "meadow");
      for (let i = 0; i < 9; i += 1) {
        const z = rng.range(14, 70);
        plant(
          rng.chance(0.4) ? "cypress" : "olive",
          rng.range(-25, 25) * (z / 30),
          z,
          rng.chance(0.4) ? rng.range(7, 10) : rng.range(3.5, 5.5),
          -0.4,
        );
      }
      paintInOrder(items);
      terrace(w, x0, x1, from, edge, 0, "stone");
      break;
    }
    case "garden": {
      treeLine(w, rng.fork(1), rng.range(70, 110), 0, rng.range(10, 16));
      const edge = from + rng.range(2.2, 3.2);
      ground(w, -0.15, edge, "lawn");
      for (let i = 0; i < 4; i += 1) {
        const z = rng.range(14, 40);
        plant("broad", rng.sign() * rng.range(3, 14), z, rng.range(7, 12), -0.15);
      }
      plant("olive", rng.range(-3, 3), from + rng.range(6, 9), rng.range(3.2, 4.2), -0.15);
      paintInOrder(items);
      terrace(w, x0, x1, from, edge, 0, deck);
      break;
    }
    case "pool": {
      if (rng.chance(0.5)) hills(w, rng.fork(1), -25, 3);
      treeLine(w, rng.fork(2), rng.range(50, 80), 0, rng.range(8, 12));
      ground(w, 0, from, "lawn");
      for (let i = 0; i < 3; i += 1)
        plant(rng.chance(0.5) ? "cypress" : "broad", rng.sign() * rng.range(5, 12), rng.range(16, 30), rng.range(6, 9));
      paintInOrder(items);
      const edge = from + rng.range(8, 10);
      terrace(w, x0, x1, from, edge, 0, deck);
      const poolLeft = rng.range(-3.5, -1.5);
      pool(w, rng.fork(3), poolLeft, poolLeft + rng.range(4.5, 6.5), from + rng.range(1.8, 2.6), edge - 1.2, 0);
      paintInOrder([
        lounger(w, lighting, poolLeft - 1.2, from + 3.2, "#8a6a4e", "#efe9de"),
        lounger(w, lighting, poolLeft - 2.2, from + 3.4, "#8a6a4e", "#efe9de"),
      ]);
      break;
    }
    case "city": {
      skyline(w, rng.fork(1), -45);
      const edge = from + rng.range(1.8, 2.6);
      terrace(w, x0, x1, from, edge, 0, deck);
      balustrade(w, x0, x1, edge, 0);
      break;
    }
    case "resort": {
      ocean(w, -6);
      const edge = from + rng.range(6, 8);
      terrace(w, x0, x1, from, edge, 0, "deck");
      pool(w, rng.fork(3), x0 + 2, x1 - 2, from + 2.2, edge + 3, 0);
      // Far enough that their crowns clear the opening's head.
      for (const side of [-1, 1]) {
        for (let i = 0; i < 2; i += 1) {
          const z = edge + rng.range(28, 60);
          items.push({
            depth: z,
            draw: () => palm(w, rng.fork(side * 10 + i), [side * rng.range(5, 16) * (z / 30), -1, z], rng.range(8, 12)),
          });
        }
      }
      paintInOrder(items);
      break;
    }
    case "restaurant": {
      treeLine(w, rng.fork(1), rng.range(40, 60), 0, rng.range(9, 13));
      ground(w, 0, from, "paving");
      for (let i = 0; i < 3; i += 1) plant("broad", rng.range(-12, 12), rng.range(14, 24), rng.range(6, 8));
      paintInOrder(items);
      const edge = from + rng.range(6, 8);
      terrace(w, x0, x1, from, edge, 0, "stone");
      const umbrella = rng.pick(["#e8e1d2", "#2f3b36", "#c9b79a"] as const);
      const tables: Item[] = [];
      for (let row = 0; row < 2; row += 1) {
        for (let x = -4.5; x <= 4.5; x += 3)
          tables.push(
            bistro(w, lighting, x + row * 1.5 + rng.range(-0.3, 0.3), from + 2 + row * 2.6, "#2d2c2a", row === 1 ? umbrella : null),
          );
      }
      paintInOrder(tables);
      break;
    }
    case "campus": {
      treeLine(w, rng.fork(1), 120, 0, 14);
      facadeBlock(w, rng.fork(2), -40, 40, rng.range(55, 75), 0, 3);
      ground(w, 0, from, "lawn");
      for (let i = 0; i < 4; i += 1) plant("broad", rng.range(-18, 18), rng.range(16, 40), rng.range(7, 11));
      paintInOrder(items);
      terrace(w, x0, x1, from, from + rng.range(2, 3), 0, "stone");
      break;
    }
  }
}

/** Everything behind and around the building in an exterior view: distant scenery, ground plane, trees behind the roof. */
export function backdrop(w: World, site: Site): void {
  const rng = w.rng.fork(30);
  const items: Item[] = [];
  const plant = (kind: TreeKind, x: number, z: number, height: number) =>
    items.push({ depth: z, draw: () => tree(w, rng.fork(Math.round(x * 13 + z * 7)), [x, 0, z], height, kind) });
  const behind = (count: number, kind: TreeKind, min: number, max: number) => {
    for (let i = 0; i < count; i += 1)
      plant(kind, rng.range(site.left - 10, site.right + 10), site.z + rng.range(8, 22), rng.range(min, max));
  };
  switch (w.scene.setting) {
    case "ocean":
      if (rng.chance(0.6)) headland(w, rng.fork(1), rng.sign());
      ocean(w, -20);
      ground(w, -0.15, 0.5, "lawn", site.z + 30);
      behind(3, "olive", 4, 6);
      break;
    case "hills":
      hills(w, rng.fork(1), -20, 4);
      ground(w, -0.15, 0.5, "meadow");
      behind(4, rng.chance(0.5) ? "cypress" : "olive", 5, 10);
      break;
    case "garden":
    case "pool":
      if (rng.chance(0.5)) hills(w, rng.fork(1), -20, 3);
      treeLine(w, rng.fork(2), rng.range(60, 90), 0, rng.range(10, 15));
      ground(w, -0.15, 0.5, "lawn");
      behind(rng.int(3, 5), "broad", 9, 14);
      break;
    case "resort":
      ocean(w, -8);
      ground(w, -0.15, 0.5, "paving", site.z + 25);
      for (let i = 0; i < 5; i += 1) {
        const z = site.z + rng.range(4, 16);
        const x = rng.range(site.left - 8, site.right + 8);
        items.push({ depth: z, draw: () => palm(w, rng.fork(100 + i), [x, 0, z], rng.range(9, 13)) });
      }
      break;
    case "restaurant":
      treeLine(w, rng.fork(2), rng.range(60, 90), 0, rng.range(10, 14));
      ground(w, -0.15, 0.5, "paving");
      behind(3, "broad", 8, 12);
      break;
    case "campus":
      treeLine(w, rng.fork(2), 140, 0, 16);
      facadeBlock(w, rng.fork(3), site.left - 60, site.left - 8, site.z + 40, 0, 3);
      facadeBlock(w, rng.fork(4), site.right + 8, site.right + 60, site.z + 45, 0, 3);
      ground(w, -0.15, 0.5, "lawn");
      behind(4, "broad", 10, 15);
      break;
    case "city":
      skyline(w, rng.fork(1), -2);
      ground(w, -0.15, 0.5, "paving");
      break;
  }
  paintInOrder(items);
}

/**
 * The ground between camera and building: terrace, pool (mirroring the building `buildingId`),
 * and the furniture and planting standing on it, returned for depth-sorting with the panels.
 */
export function frontage(w: World, site: Site, buildingId: string): Item[] {
  const { c, cam, light } = w;
  const rng = w.rng.fork(40);
  const lighting = outdoorLighting(light);
  const items: Item[] = [];
  const front = site.z - site.terrace;
  const setting = w.scene.setting;
  const paved = setting === "restaurant" || setting === "city" || setting === "campus";
  if (site.terrace > 0) {
    terrace(w, site.left - 1.5, site.right + 1.5, front, site.z + 0.3, 0, paved || rng.chance(0.5) ? "stone" : "deck");
    // The terrace's riser above the garden.
    const riser = cam.polygon([
      [site.left - 1.5, -0.15, front],
      [site.right + 1.5, -0.15, front],
      [site.right + 1.5, 0, front],
      [site.left - 1.5, 0, front],
    ]);
    c.polygon(riser, shade(mix("#d6cdbd", light.ambient, 0.4), light.time === "dusk" ? 0.4 : 0.75));
  }
  if (light.sun.strength > 0 && light.toSun[2] < -0.02 && site.terrace > 0) roofShadow(w, site);
  const mid = (site.aperture.left + site.aperture.right) / 2;
  const pools = setting === "pool" || setting === "resort" || (setting === "ocean" && rng.chance(0.5));
  if (pools) {
    const near = Math.max(2.5, front - rng.range(7, 10));
    const far = front - rng.range(0.8, 1.4);
    const half = Math.min(site.aperture.right - site.aperture.left, 9) / 2 + rng.range(-0.5, 1);
    terrace(w, site.left - 6, site.right + 6, 0.3, front, -0.15, "stone");
    pool(w, rng.fork(1), mid - half, mid + half, near, far, -0.15, (outline) => {
      const clip = c.id("pool");
      c.def(`<clipPath id="${clip}"><path d="M${outline.map((p) => `${num(p[0])} ${num(p[1])}`).join("L")}Z"/></clipPath>`);
      const row = cam.y(-0.2, site.z);
      c.add(
        `<g clip-path="url(#${clip})" opacity="${light.time === "dusk" ? 0.55 : 0.4}"><use href="#${buildingId}" transform="translate(0 ${num(2 * row)}) scale(1 -1)"/></g>`,
      );
    });
    const side = rng.sign();
    for (let i = 0; i < 2; i += 1) {
      items.push(lounger(w, lighting, mid + side * (half + 1.2 + i * 1.1), (near + far) / 2 + rng.range(-1, 1), "#7d5c42", "#efe9de"));
    }
  }
  // Planters with grasses along the terrace edge, and a tree framing one side of the picture.
  const planter = (x: number, z: number) =>
    items.push({
      depth: z,
      draw: () => {
        const tint = rng.pick(["#8a8781", "#5b4636", "#c9c2b6"] as const);
        castShadow(w, boxCorners([x - 0.5, 0, z - 0.5], [x + 0.5, 0.6, z + 0.5]), 0, "#1c2436", 0.3);
        box(w, [x - 0.5, 0, z - 0.5], [x + 0.5, 0.6, z + 0.5], tint, lighting);
        grasses(w, rng.fork(Math.round(x * 10)), [x, 0.6, z], 0.45, 0.9, rng.pick(["#9aa86a", "#b7ad78", "#7f9a5e"] as const));
      },
    });
  if (site.terrace > 0) {
    planter(site.aperture.left - rng.range(1, 1.8), front + 0.7);
    if (rng.chance(0.6)) planter(site.aperture.right + rng.range(1, 1.8), front + 0.7);
  }
  if (setting === "restaurant") {
    const umbrella = rng.pick(["#e8e1d2", "#2f3b36", "#c9b79a"] as const);
    for (let x = site.left + 1; x < site.right - 1; x += 3) {
      items.push(bistro(w, lighting, x + rng.range(-0.3, 0.3), front - rng.range(1.2, 2), "#2d2c2a", umbrella));
    }
    if (light.lamps > 0.3) stringLights(w, site.left, site.right, front - 2.5, site.z - 0.2);
  }
  if (setting === "city") {
    // Street trees in square planters either side of the entrance.
    for (const x of [site.left - rng.range(1, 3), site.aperture.left - 2, site.aperture.right + 2, site.right + rng.range(1, 3)]) {
      const z = site.z - rng.range(3.5, 5);
      items.push({
        depth: z,
        draw: () => {
          box(w, [x - 0.7, 0, z - 0.7], [x + 0.7, 0.45, z + 0.7], "#8a8781", lighting);
          tree(w, rng.fork(Math.round(x * 7)), [x, 0.45, z], rng.range(5, 6.5), "broad");
        },
      });
    }
  }
  if (site.terrace > 0 && (setting === "garden" || setting === "hills" || setting === "campus")) {
    // Stepping stones leading from the camera to the terrace.
    const stones: string[] = [];
    for (let z = front - 0.45; z > 1; z -= 0.8) {
      stones.push(
        `M${cam
          .polygon([
            [mid - 0.45, -0.14, z - 0.25],
            [mid + 0.45, -0.14, z - 0.25],
            [mid + 0.45, -0.14, z + 0.25],
            [mid - 0.45, -0.14, z + 0.25],
          ])
          .map((p) => `${num(p[0])} ${num(p[1])}`)
          .join("L")}Z`,
      );
    }
    c.path(stones.join(""), light.time === "dusk" ? "#5a5c68" : mix("#d8d0c0", light.sun.color, 0.2));
  }
  // Planting in the foreground corners anchors the picture without hiding the building.
  for (const side of [-1, 1]) {
    if (pools || setting === "city" || rng.chance(0.3)) continue;
    const z = rng.range(3.5, 5);
    const x = cam.worldX(side < 0 ? c.width * rng.range(0.02, 0.1) : c.width * rng.range(0.9, 0.98), z);
    const tuft = rng.pick(["#9aa86a", "#b7ad78", "#7f9a5e"] as const);
    items.push({
      depth: z,
      draw: () => [0, 1, 2].forEach((k) => grasses(w, rng.fork(50 + k + side), [x + k * 0.6 * -side, -0.15, z + k * 0.5], 0.5, 0.7, tuft)),
    });
  }
  return items;
}

/** Shadow of the roof overhang on the terrace in front of the facade. */
function roofShadow(w: World, site: Site): void {
  const { cam, light } = w;
  const depth = 1.2;
  const height = site.aperture.top + 0.4;
  const t = height / Math.max(0.05, light.toSun[1]);
  const dz = -light.toSun[2] * t;
  const dx = -light.toSun[0] * t;
  const reach = Math.max(0, depth + dz);
  if (reach <= 0) return;
  const shadow = cam.polygon([
    [site.left, 0.001, site.z],
    [site.right, 0.001, site.z],
    [site.right + dx, 0.001, Math.max(site.z - site.terrace, site.z - reach)],
    [site.left + dx, 0.001, Math.max(site.z - site.terrace, site.z - reach)],
  ]);
  w.c.polygon(shadow, "#1c2436", 0.25);
}

/** Festoon lights strung across a patio, glowing after dark. */
function stringLights(w: World, x0: number, x1: number, z0: number, z1: number): void {
  const { c, cam, light } = w;
  const wires: string[] = [];
  const bulbs: string[] = [];
  for (let z = z0; z <= z1; z += (z1 - z0) / 2) {
    const a = cam.project([x0, 3, z]);
    const b = cam.project([x1, 3, z]);
    const sag = cam.scale(z) * 0.5;
    const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag * 2];
    wires.push(`M${num(a[0])} ${num(a[1])}Q${num(mid[0] as number)} ${num(mid[1] as number)} ${num(b[0])} ${num(b[1])}`);
    for (let t = 0.05; t < 1; t += 0.06) {
      const x = (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * (mid[0] as number) + t * t * b[0];
      const y = (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * (mid[1] as number) + t * t * b[1];
      const r = Math.max(1.2, cam.scale(z) * 0.04);
      bulbs.push(`M${num(x - r)} ${num(y + r)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0`);
      c.ellipse(
        [x, y + r],
        r * 6,
        r * 6,
        c.sharedRadial("bulb", [
          [0, light.lampColor, 0.5],
          [1, light.lampColor, 0],
        ]),
        0.8,
      );
    }
  }
  c.stroke(wires.join(""), "#1a1a1a", 1);
  c.path(bulbs.join(""), "#fff3d6");
}
