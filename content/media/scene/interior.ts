import { Camera, type V3 } from "./camera";
import { mix, shade } from "./color";
import { coffeeTable, diningSet, floorLamp, type Item, linearLight, paintInOrder, pendant, pottedPlant, rug, sofa } from "./furniture";
import { type Aperture, byDepth, drawPanel, type GlassLook, type Panel, planPanels } from "./glass";
import { ceilings, fabric, floors, type Light, type Lighting, wallColors } from "./palette";
import type { Rng } from "./prng";
import { beyond } from "./settings";
import { circle, faceColor, hull2d } from "./solids";
import { type Canvas, num, type Pt, polyPath } from "./svg";
import type { ResolvedScene } from "./types";
import { clamp, clipXZ, onGround, type World } from "./world";

type Room = {
  width: number;
  height: number;
  depth: number;
  wall: number;
  aperture: Aperture;
};

/** A room seen from inside, looking out through the opened glass wall at the back. */
export function interior(c: Canvas, scene: ResolvedScene, light: Light, rng: Rng): World {
  const aspect = c.width / c.height;
  const fov = (aspect >= 1.6 ? 74 : aspect >= 1.2 ? 70 : 62) * (Math.PI / 180);
  const focal = c.width / 2 / Math.tan(fov / 2);
  const layoutRng = rng.fork(1);
  const width = layoutRng.range(7.2, 9.5);
  const height = layoutRng.range(2.9, 3.3);
  const returnLeft = layoutRng.range(0.25, 0.9);
  const returnRight = layoutRng.range(0.25, 0.9);
  const header = layoutRng.chance(0.4) ? 0 : layoutRng.range(0.15, 0.4);
  // Where the back wall's edges land on screen: a landscape frame shows the whole wall, a portrait one a stack and part of the view.
  const portrait = aspect < 1;
  const featureLeft = scene.stack !== "right";
  const [leftEdge, rightEdge] = portrait
    ? featureLeft
      ? [layoutRng.range(0.06, 0.14), layoutRng.range(1.2, 1.35)]
      : [layoutRng.range(-0.35, -0.2), layoutRng.range(0.86, 0.94)]
    : ((center: number, span: number) => [center - span / 2, center + span / 2])(
        0.5 + layoutRng.range(-0.04, 0.04),
        layoutRng.range(0.66, 0.76),
      );
  const depth = (width * focal) / ((rightEdge - leftEdge) * c.width);
  const eyeX = clamp(-width / 2 - ((leftEdge - 0.5) * c.width * depth) / focal, -width / 2 + 0.6, width / 2 - 0.6);
  const eyeY = portrait ? layoutRng.range(1.3, 1.5) : layoutRng.range(1.45, 1.6);
  const horizon = c.height * ((portrait ? 0.47 : 0.5) + layoutRng.range(-0.03, 0.03));
  const cam = new Camera(c.width, c.height, focal, [eyeX, eyeY, 0], horizon);
  const room: Room = {
    width,
    height,
    depth,
    wall: 0.28,
    aperture: { left: -width / 2 + returnLeft, right: width / 2 - returnRight, bottom: 0, top: height - header, z: depth },
  };
  const w: World = { c, cam, light, rng, scene };
  const lighting = roomLighting(light);
  const panels = planPanels(room.aperture, scene.opening, scene.stack, scene.open, rng.fork(2));
  const look: GlassLook = {
    finish: scene.frame,
    lighting,
    reflection: light.time === "dusk" ? ["#6b5a4a", "#3a3029"] : ["#dfe6e6", "#9a9890"],
    clarity: light.time === "dusk" ? 0.22 : 0.06,
  };

  // The outdoors only shows through the opening; clipping to it spares librsvg painting the hidden sky.
  const [clipLeft, clipTop] = cam.project([room.aperture.left, room.aperture.top, depth]);
  const [clipRight, clipBottom] = cam.project([room.aperture.right, 0, depth]);
  const clip = c.id("view");
  c.def(
    `<clipPath id="${clip}"><rect x="${num(clipLeft - 2)}" y="${num(clipTop - 2)}" width="${num(clipRight - clipLeft + 4)}" height="${num(clipBottom - clipTop + 4)}"/></clipPath>`,
  );
  c.group(`clip-path="url(#${clip})"`, () => beyond(w, depth + room.wall, [room.aperture.left - 20, room.aperture.right + 20]));
  backWall(w, room, lighting);
  ceiling(w, room, rng.fork(3));
  sideWalls(w, room, rng.fork(4));
  floor(w, room, panels, rng.fork(5));
  occlusion(w, room);
  for (const panel of byDepth(panels, cam.eye)) drawPanel(w, panel, look);
  if (scene.stack !== "both" && rng.fork(8).chance(0.6)) curtain(w, room, scene.stack === "left" ? 1 : -1, rng.fork(8));
  paintInOrder(furnish(w, room, lighting, rng.fork(6)));
  bloom(w, room);
  return w;
}

function roomLighting(light: Light): Lighting {
  if (light.time === "dusk") return { toward: [0, 1, 0], key: "#d8a468", fill: "#8f7559" };
  if (light.time === "golden") return { toward: [0, 0.45, 0.89], key: "#f3c48e", fill: "#8d7d6c" };
  return { toward: [0, 0.55, 0.83], key: "#e6e2da", fill: "#8e8d89" };
}

/** Brightness of a surface as it nears the glass wall, where daylight pours in. */
const exposure = (light: Light, nearWindow: boolean) =>
  light.time === "dusk" ? (nearWindow ? 0.8 : 0.74) : light.time === "golden" ? (nearWindow ? 1.0 : 0.7) : nearWindow ? 1.04 : 0.8;

function wallTone(w: World, base: string, k: number): string {
  const warm = w.light.time === "dusk" ? mix(base, "#f0b878", 0.28) : w.light.time === "golden" ? mix(base, "#f2c9a0", 0.2) : base;
  return shade(warm, k);
}

function backWall(w: World, room: Room, lighting: Lighting): void {
  const { c, cam, light } = w;
  const { width, height, depth, aperture: a } = room;
  const wallColor = w.rng.fork(7).pick(wallColors);
  const outer = cam.polygon([
    [-width / 2, 0, depth],
    [width / 2, 0, depth],
    [width / 2, height, depth],
    [-width / 2, height, depth],
  ]);
  const hole = cam.polygon([
    [a.left, a.bottom, depth],
    [a.right, a.bottom, depth],
    [a.right, a.top, depth],
    [a.left, a.top, depth],
  ]);
  const k = light.time === "dusk" ? 0.76 : light.time === "golden" ? 0.72 : 0.82;
  c.path(
    polyPath(outer) + polyPath(hole),
    c.linear(cam.project([0, height, depth]), cam.project([0, 0, depth]), [
      [0, wallTone(w, wallColor, k * 0.92)],
      [1, wallTone(w, wallColor, k * 1.05)],
    ]),
    1,
    'fill-rule="evenodd"',
  );
  // Reveals: the wall's thickness around the opening catches the daylight.
  const t = room.wall;
  const reveal = wallTone(w, wallColor, light.time === "dusk" ? 0.6 : 1.02);
  // Only the side facing the camera shows.
  const visibleReveals = [cam.eye[0] > a.left ? a.left : null, cam.eye[0] < a.right ? a.right : null];
  for (const x of visibleReveals) {
    if (x === null) continue;
    c.polygon(
      cam.polygon([
        [x, 0, depth],
        [x, a.top, depth],
        [x, a.top, depth + t],
        [x, 0, depth + t],
      ]),
      reveal,
    );
  }
  c.polygon(
    cam.polygon([
      [a.left, a.top, depth],
      [a.right, a.top, depth],
      [a.right, a.top, depth + t],
      [a.left, a.top, depth + t],
    ]),
    shade(reveal, 0.9),
  );
  // Head track and flush sill track of the door system.
  const frame = faceColor("#2a2b2d", lighting, [0, -1, 0]);
  c.polygon(
    cam.polygon([
      [a.left, a.top - 0.09, depth + 0.06],
      [a.right, a.top - 0.09, depth + 0.06],
      [a.right, a.top, depth + 0.06],
      [a.left, a.top, depth + 0.06],
    ]),
    frame,
  );
  c.polygon(
    cam.polygon([
      [a.left, 0.002, depth],
      [a.right, 0.002, depth],
      [a.right, 0.002, depth + 0.16],
      [a.left, 0.002, depth + 0.16],
    ]),
    "#8d8f91",
  );
  c.stroke(
    polyPath(
      cam.polygon([
        [a.left, 0.003, depth + 0.05],
        [a.right, 0.003, depth + 0.05],
        [a.right, 0.003, depth + 0.11],
        [a.left, 0.003, depth + 0.11],
      ]),
    ),
    "#3b3d40",
    1,
    0.8,
  );
}

function ceiling(w: World, room: Room, rng: Rng): void {
  const { c, cam, light, scene } = w;
  const { width, height, depth } = room;
  const nearRow = 0;
  const farRow = cam.y(height, depth);
  const outline = cam.polygon([
    [-width / 2, height, 0],
    [width / 2, height, 0],
    [width / 2, height, depth],
    [-width / 2, height, depth],
  ]);
  const base = ceilings[scene.ceiling];
  const near = wallTone(w, base, exposure(light, false) * 0.92);
  const far = wallTone(w, base, exposure(light, true) * 0.97);
  if (scene.ceiling === "slats") {
    c.polygon(outline, shade(near, 0.5));
    const slats: string[] = [];
    for (let x = -width / 2; x < width / 2; x += 0.075) {
      slats.push(
        polyPath(
          cam.polygon([
            [x, height - 0.01, 0],
            [x + 0.05, height - 0.01, 0],
            [x + 0.05, height - 0.01, depth],
            [x, height - 0.01, depth],
          ]),
        ),
      );
    }
    c.path(
      slats.join(""),
      c.linear(
        [0, farRow],
        [0, nearRow],
        [
          [0, far],
          [1, shade(near, 0.8)],
        ],
      ),
    );
  } else {
    c.polygon(
      outline,
      c.linear(
        [0, farRow],
        [0, nearRow],
        [
          [0, far],
          [1, near],
        ],
      ),
    );
  }
  // Recessed downlights in two or three rows.
  const columns = width > 8.2 ? 3 : 2;
  const glow = light.lamps;
  for (let z = depth - 1.2; z > 0.8; z -= rng.range(1.6, 2.1)) {
    for (let i = 0; i < columns; i += 1) {
      const x = -width / 2 + (width * (i + 0.5)) / columns;
      const ring = circle(w, [x, height - 0.012, z], 0.05, 16);
      if (glow > 0.3) {
        const [px, py] = cam.project([x, height, z]);
        const s = cam.scale(z);
        c.ellipse(
          [px, py],
          s * 0.45,
          s * 0.18,
          c.sharedRadial("downglow", [
            [0, "#fff0d2", 0.9],
            [0.3, light.lampColor, 0.35],
            [1, light.lampColor, 0],
          ]),
          glow,
        );
      }
      c.polygon(ring, glow > 0.3 ? "#fff8ea" : shade(near, 0.55));
    }
  }
}

function sideWalls(w: World, room: Room, rng: Rng): void {
  const { c, cam, light } = w;
  const { width, height, depth } = room;
  const wallColor = rng.pick(wallColors);
  for (const side of [-1, 1] as const) {
    const x = (side * width) / 2;
    if ((cam.eye[0] - x) * side > 0) continue;
    const outline = cam.polygon([
      [x, 0, 0.2],
      [x, 0, depth],
      [x, height, depth],
      [x, height, 0.2],
    ]);
    if (outline.length < 3) continue;
    const farX = cam.x(x, depth);
    const nearX = side < 0 ? 0 : c.width;
    c.polygon(
      outline,
      c.linear(
        [farX, 0],
        [nearX, 0],
        [
          [0, wallTone(w, wallColor, exposure(light, true) * 0.97)],
          [1, wallTone(w, wallColor, exposure(light, false) * 0.85)],
        ],
      ),
    );
    // Shadow gap at the floor: the detail that separates a wall from a floor in architectural photos.
    c.polygon(
      cam.polygon([
        [x, 0, 0.2],
        [x, 0, depth],
        [x, 0.03, depth],
        [x, 0.03, 0.2],
      ]),
      "#2a2520",
      0.55,
    );
    if (light.lamps > 0.3) {
      // Scallops of light grazing down the wall from the downlights.
      for (let z = depth - 1.2; z > 1; z -= 1.9) {
        const top = cam.project([x, height, z]);
        const s = cam.scale(z);
        c.ellipse(
          [top[0], top[1] + s * 0.7],
          s * 0.3,
          s * 1.1,
          c.sharedRadial("scallop", [
            [0, "#ffe2b0", 0.55],
            [0.5, "#ffd49a", 0.2],
            [1, "#ffd49a", 0],
          ]),
          light.lamps,
        );
      }
    }
    if (rng.chance(0.55)) art(w, x, side, rng, depth);
  }
}

/** A large framed canvas on a side wall. */
function art(w: World, x: number, side: number, rng: Rng, depth: number): void {
  const z0 = rng.range(depth * 0.35, depth * 0.5);
  const z1 = z0 + rng.range(1.1, 1.7);
  const y0 = rng.range(1.1, 1.3);
  const y1 = y0 + rng.range(0.9, 1.3);
  const inset = x - side * 0.01;
  const frame = w.cam.polygon([
    [inset, y0, z0],
    [inset, y0, z1],
    [inset, y1, z1],
    [inset, y1, z0],
  ]);
  const canvas = w.cam.polygon([
    [inset, y0 + 0.03, z0 + 0.03],
    [inset, y0 + 0.03, z1 - 0.03],
    [inset, y1 - 0.03, z1 - 0.03],
    [inset, y1 - 0.03, z0 + 0.03],
  ]);
  const hue = rng.pick(["#b9a58c", "#8d9aa3", "#c7b9a3", "#6f7a6c", "#a88f7a"] as const);
  w.c.polygon(frame, "#2a2725");
  const a = canvas[0] as Pt;
  const b = canvas[2] as Pt;
  w.c.polygon(
    canvas,
    w.c.linear(a, b, [
      [0, shade(hue, 1.1)],
      [0.5, mix(hue, "#efe8dc", 0.4)],
      [1, shade(hue, 0.8)],
    ]),
  );
}

function floor(w: World, room: Room, panels: readonly Panel[], rng: Rng): void {
  const { c, cam, light, scene } = w;
  const { width, depth } = room;
  const material = floors[scene.floor];
  const outline = cam.polygon([
    [-width / 2, 0, 0],
    [width / 2, 0, 0],
    [width / 2, 0, depth],
    [-width / 2, 0, depth],
  ]);
  const farRow = cam.y(0, depth);
  const near = wallTone(w, material.base, exposure(light, false) * 0.92);
  const far = wallTone(w, material.base, exposure(light, true) * 1.02);
  c.polygon(
    outline,
    c.linear(
      [0, farRow],
      [0, c.height],
      [
        [0, far],
        [0.5, mix(far, near, 0.6)],
        [1, near],
      ],
    ),
  );
  if (material.joints === "planks") planks(w, room, material.variation, rng);
  if (material.joints === "tiles") tiles(w, room);
  if (scene.floor === "concrete") {
    for (let i = 0; i < 7; i += 1) {
      const [px, py] = cam.project([rng.range(-width / 2, width / 2), 0, rng.range(1, depth)]);
      c.ellipse(
        [px, py],
        rng.range(0.1, 0.3) * c.width,
        rng.range(0.03, 0.08) * c.height,
        c.sharedRadial("mottle", [
          [0, "#5b564f", 0.12],
          [1, "#5b564f", 0],
        ]),
      );
    }
  }
  reflection(w, room, material.gloss);
  sunPatch(w, room, panels);
}

function planks(w: World, room: Room, variation: number, rng: Rng): void {
  const { c, cam } = w;
  const { width, depth } = room;
  const board = rng.range(0.18, 0.24);
  const light: string[] = [];
  const dark: string[] = [];
  const joints: string[] = [];
  for (let x = -width / 2; x < width / 2; x += board) {
    joints.push(segment(cam.project([x, 0, 0.3]), cam.project([x, 0, depth])));
    let z = -rng.range(0, 2);
    while (z < depth) {
      const length = rng.range(1.4, 2.6);
      const z0 = Math.max(0.3, z);
      const z1 = Math.min(depth, z + length);
      const tone = rng.range(-1, 1);
      if (z1 > z0)
        (tone > 0 ? light : dark).push(
          polyPath(
            cam.polygon([
              [x, 0, z0],
              [x + board, 0, z0],
              [x + board, 0, z1],
              [x, 0, z1],
            ]),
          ),
        );
      if (z + length < depth) joints.push(segment(cam.project([x, 0, z + length]), cam.project([x + board, 0, z + length])));
      z += length;
    }
  }
  c.path(light.join(""), "#ffffff", variation * 0.4);
  c.path(dark.join(""), "#3a2a1c", variation * 0.5);
  c.stroke(joints.join(""), "#3a2a1c", Math.max(0.8, c.width / 2200), 0.22);
}

function tiles(w: World, room: Room): void {
  const { c, cam } = w;
  const { width, depth } = room;
  const joints: string[] = [];
  for (let x = -width / 2; x <= width / 2; x += 0.9) joints.push(segment(cam.project([x, 0, 0.3]), cam.project([x, 0, depth])));
  for (let z = depth; z > 0.3; z -= 0.9) joints.push(segment(cam.project([-width / 2, 0, z]), cam.project([width / 2, 0, z])));
  c.stroke(joints.join(""), "#8a8173", Math.max(0.8, c.width / 2400), 0.45);
}

const segment = (a: Pt, b: Pt) => `M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`;

/** The bright opening mirrored in a satin floor, fading with distance from the glass. */
function reflection(w: World, room: Room, gloss: number): void {
  const { c, cam, light } = w;
  const { depth, aperture: a } = room;
  const mirrored = cam.polygon([
    [a.left, 0, depth],
    [a.right, 0, depth],
    [a.right, -a.top * 0.9, depth],
    [a.left, -a.top * 0.9, depth],
  ]);
  const top = cam.y(0, depth);
  const bottom = cam.y(-a.top * 0.9, depth);
  const color = light.time === "dusk" ? "#2b3556" : light.time === "golden" ? "#ffe0b4" : "#f4f7f8";
  const strength = gloss * (light.time === "dusk" ? 0.6 : 1);
  c.polygon(
    mirrored,
    c.linear(
      [0, top],
      [0, bottom],
      [
        [0, color, strength * 1.2],
        [0.45, color, strength * 0.35],
        [1, color, 0],
      ],
    ),
  );
}

/** Sunlight through the opening lands on the floor, crossed by the shadows of the stacked panels. */
function sunPatch(w: World, room: Room, panels: readonly Panel[]): void {
  const { c, cam, light } = w;
  const { width, depth, wall, aperture: a } = room;
  if (light.sun.strength === 0 || light.toSun[2] <= 0.05) return;
  const top = (x: number) => onGround([x, a.top, depth + wall], light.toSun, 0);
  const patch = clipXZ(
    [[a.left, 0, depth + wall], [a.right, 0, depth + wall], top(a.right), top(a.left)],
    -width / 2,
    width / 2,
    0.3,
    depth + wall,
  );
  if (patch.length < 3) return;
  const outline = cam.polygon(patch);
  const id = c.id("sun");
  c.def(`<clipPath id="${id}"><path d="${polyPath(outline)}"/></clipPath>`);
  const golden = light.time === "golden";
  const color = golden ? "#ffc888" : "#fff6e4";
  if (golden) {
    // Low sun through a dim room: faint shafts from the head of the opening down to the pool of light.
    const head = [cam.project([a.left, a.top, depth + wall]), cam.project([a.right, a.top, depth + wall])];
    const shaft = hull2d([...head, ...outline]);
    const headRow = cam.y(a.top, depth + wall);
    c.polygon(
      shaft,
      c.linear(
        [0, headRow],
        [0, Math.max(...outline.map((p) => p[1]))],
        [
          [0, color, 0.09],
          [1, color, 0.02],
        ],
      ),
    );
  }
  const farRow = cam.y(0, depth + wall);
  const nearRow = Math.max(...outline.map((p) => p[1]));
  c.polygon(
    outline,
    c.linear(
      [0, farRow],
      [0, nearRow],
      [
        [0, color, golden ? 0.55 : 0.45],
        [1, color, golden ? 0.35 : 0.3],
      ],
    ),
  );
  c.group(`clip-path="url(#${id})"`, () => {
    for (const panel of panels) {
      const { origin, dir, width: pw, height } = panel;
      const corner = (u: number, v: number): V3 => onGround([origin[0] + dir[0] * u, v, origin[2] + dir[2] * u], light.toSun, 0);
      const outer = [corner(0, 0), corner(pw, 0), corner(pw, height), corner(0, height)];
      const inner = [corner(0.05, 0.09), corner(pw - 0.05, 0.09), corner(pw - 0.05, height - 0.06), corner(0.05, height - 0.06)];
      c.path(polyPath(cam.polygon(outer)) + polyPath(cam.polygon(inner)), "#4a3a2a", 0.35, 'fill-rule="evenodd"');
      c.path(polyPath(cam.polygon(inner)), "#6a5a4a", 0.12);
    }
  });
}

/** A sheer curtain gathered beside the opening, on the side away from the parked panels. */
function curtain(w: World, room: Room, side: number, rng: Rng): void {
  const { c, cam, light } = w;
  const { aperture: a, depth, height } = room;
  const z = depth - 0.18;
  const edge = side > 0 ? a.right : a.left;
  const x0 = edge - side * rng.range(0.5, 0.8);
  const x1 = edge + side * (side > 0 ? room.width / 2 - a.right : a.left + room.width / 2) * 0.9;
  const folds = 9;
  const top = height - 0.02;
  const color = light.time === "dusk" ? "#e9d7bf" : "#f6f2ea";
  const sheer: string[] = [];
  const shadows: string[] = [];
  for (let i = 0; i < folds; i += 1) {
    const u0 = x0 + ((x1 - x0) * i) / folds;
    const u1 = x0 + ((x1 - x0) * (i + 1)) / folds;
    const sway = rng.range(-0.03, 0.03);
    const quad = cam.polygon([
      [u0, 0.01, z + sway],
      [u1, 0.01, z - sway],
      [u1, top, z],
      [u0, top, z],
    ]);
    (i % 2 === 0 ? sheer : shadows).push(polyPath(quad));
  }
  c.path(sheer.join(""), color, light.time === "dusk" ? 0.55 : 0.62);
  c.path(shadows.join(""), shade(color, 0.86), light.time === "dusk" ? 0.5 : 0.55);
  const [tx0, ty] = cam.project([Math.min(x0, x1), top, z]);
  const [tx1] = cam.project([Math.max(x0, x1), top, z]);
  c.rect(tx0, ty - 2, tx1 - tx0, Math.max(2, cam.scale(z) * 0.03), "#2a2a2a", 0.6);
}

/** Soft darkening into the room's corners: ambient occlusion, the cue that separates a photo from a diagram. */
function occlusion(w: World, room: Room): void {
  const { cam, light } = w;
  const { width, height, depth } = room;
  const strength = light.time === "dusk" ? 0.22 : 0.16;
  for (const side of [-1, 1] as const) {
    const x = (side * width) / 2;
    if ((cam.eye[0] - x) * side > 0) continue;
    shadeEdge(w, [x, height, 0.3], [x, height, depth], [0, -1, 0], 0.45, strength);
    shadeEdge(w, [x, height, 0.3], [x, height, depth], [-side, 0, 0], 0.45, strength);
    shadeEdge(w, [x, 0, 0.3], [x, 0, depth], [-side, 0, 0], 0.3, strength * 0.8);
    shadeEdge(w, [x, 0, depth], [x, height, depth], [0, 0, -1], 0.5, strength);
    shadeEdge(w, [x, 0, depth], [x, height, depth], [-side, 0, 0], 0.35, strength);
  }
  shadeEdge(w, [-width / 2, height, depth], [width / 2, height, depth], [0, 0, -1], 0.4, strength);
  shadeEdge(w, [-width / 2, height, depth], [width / 2, height, depth], [0, -1, 0], 0.25, strength);
}

/** A strip along the edge a-b, fading from dark at the edge over `size` metres in direction `inward`. */
function shadeEdge(w: World, a: V3, b: V3, inward: V3, size: number, opacity: number): void {
  const { c, cam } = w;
  const pieces = 10;
  const at = (t: number): V3 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
  const off = (p: V3): V3 => [p[0] + inward[0] * size, p[1] + inward[1] * size, p[2] + inward[2] * size];
  // Pieces shrink geometrically along depth so each stays about as long on screen as the next.
  const ts = Array.from({ length: pieces + 1 }, (_, i) => (a[2] === b[2] ? i / pieces : (1.35 ** i - 1) / (1.35 ** pieces - 1)));
  for (let i = 0; i < pieces; i += 1) {
    const p0 = at(ts[i] as number);
    const p1 = at(ts[i + 1] as number);
    const outline = cam.polygon([p0, p1, off(p1), off(p0)]);
    if (outline.length < 3) continue;
    // The gradient runs perpendicular to the edge on screen, so its bands stay parallel to the corner line.
    const [s0, s1] = [cam.project(p0), cam.project(p1)];
    const length = Math.hypot(s1[0] - s0[0], s1[1] - s0[1]) || 1;
    const normal: Pt = [-(s1[1] - s0[1]) / length, (s1[0] - s0[0]) / length];
    const mid = cam.project(at(((ts[i] as number) + (ts[i + 1] as number)) / 2));
    const far = cam.project(off(at(((ts[i] as number) + (ts[i + 1] as number)) / 2)));
    const reach = (far[0] - mid[0]) * normal[0] + (far[1] - mid[1]) * normal[1];
    c.polygon(
      outline,
      c.linear(
        mid,
        [mid[0] + normal[0] * reach, mid[1] + normal[1] * reach],
        [
          [0, "#1e140c", opacity],
          [1, "#1e140c", 0],
        ],
      ),
    );
  }
}

function furnish(w: World, room: Room, lighting: Lighting, rng: Rng): Item[] {
  const { scene, light, cam } = w;
  const { width, depth, height } = room;
  const items: Item[] = [];
  const glow = light.lamps;
  const clearOf = scene.stack === "left" ? 1 : scene.stack === "right" ? -1 : rng.sign();
  const cx = clamp(cam.eye[0] + rng.range(-0.5, 0.5), -width / 2 + 2, width / 2 - 2);
  // Keep furniture out of the lens's lap: a group closer than ~4 m fills a wide-angle frame.
  const place = (fromGlass: number, reach: number) => Math.max(depth - fromGlass, Math.min(depth - 1.2 - reach, 3.6 + reach));
  if (scene.room === "living") {
    // A conversation group set perpendicular to the glass keeps the view down the middle clear.
    const z = place(rng.range(2.1, 2.6), 1.4);
    const side = rng.sign();
    const rugColor = rng.pick(["#d8d0c2", "#b9b0a2", "#8f877c", "#e4ddd0"] as const);
    const upholstery = rng.pick(fabric);
    items.push({ depth: depth + 10, draw: () => rug(w, cx, z, [3.4, 3.0], rugColor) });
    const accent = rng.pick(["#a88a6a", "#7d8a78", "#c2a882", "#6d7680"] as const);
    items.push(sofa(w, lighting, cx - side * 1.45, z, rng.range(2.4, 2.8), side > 0 ? "right" : "left", upholstery, accent));
    const chairColor = rng.chance(0.5) ? upholstery : rng.pick(fabric);
    const chairs = rng.chance(0.5) ? [-0.62, 0.62] : [rng.range(-0.3, 0.3)];
    for (const dz of chairs) items.push(sofa(w, lighting, cx + side * 1.4, z + dz, 0.92, side > 0 ? "left" : "right", chairColor, accent));
    items.push(coffeeTable(w, lighting, cx, z, [0.8, 1.3], rng.pick(["#d9d4cb", "#6b4a33", "#2d2b29"] as const)));
    items.push(pottedPlant(w, lighting, rng, clearOf * (width / 2 - 0.6), depth - rng.range(1.3, 1.8), rng.range(1.3, 1.9)));
    if (rng.chance(0.6)) items.push(floorLamp(w, lighting, cx - side * 1.5, z - 1.7, glow));
  } else if (scene.room === "dining") {
    const z = place(rng.range(2.2, 2.8), 1);
    items.push(...diningSet(w, lighting, cx, z, [2.4, 1.0], 6, rng.pick(["#7a5238", "#cdbfa9", "#3b3532"] as const), rng.pick(fabric)));
    for (const dx of [-0.6, 0.6]) items.push(pendant(w, cx + dx, z, height, 1.3, "#2b2a28", glow));
    items.push(pottedPlant(w, lighting, rng, clearOf * (width / 2 - 0.6), depth - rng.range(1.6, 2.4), rng.range(1.3, 1.9)));
  } else if (scene.room === "restaurant") {
    const columns = width > 8 ? 3 : 2;
    for (let row = 0; row < 2; row += 1) {
      for (let col = 0; col < columns; col += 1) {
        const x = -width / 2 + (width * (col + 0.5)) / columns + rng.range(-0.2, 0.2);
        const z = place(2.2 + row * 2.2, 0.8);
        items.push(...diningSet(w, lighting, x, z, [0.8, 0.8], 2, "#d9d2c4", rng.pick(["#6b4a33", "#2f2c2a", "#8a7a66"] as const)));
        items.push(pendant(w, x, z, height, 1.2, rng.pick(["#b08a5a", "#2b2a28"] as const), glow));
      }
    }
  } else {
    const z = place(3, 2);
    items.push(...diningSet(w, lighting, cx, z, [1.1, 3.2], 8, "#d8d1c4", rng.pick(["#2f2c2a", "#6f7a80", "#a08a70"] as const)));
    items.push(linearLight(w, cx, z, height, 2.8, glow));
    items.push(pottedPlant(w, lighting, rng, clearOf * (width / 2 - 0.6), depth - rng.range(1.6, 2.4), rng.range(1.3, 1.9)));
  }
  return items;
}

/** Lens bloom around the bright opening, and the haze of a low sun spilling over the frames. */
function bloom(w: World, room: Room): void {
  const { c, cam, light } = w;
  const { aperture: a, depth } = room;
  if (light.time === "dusk") return;
  const [lx, ty] = cam.project([a.left, a.top, depth]);
  const [rx, by] = cam.project([a.right, 0, depth]);
  const color = light.time === "golden" ? "#ffe2b8" : "#ffffff";
  c.ellipse(
    [(lx + rx) / 2, (ty + by) / 2],
    (rx - lx) * 0.62,
    (by - ty) * 0.75,
    c.sharedRadial("bloom", [
      [0, color, 0.14],
      [0.6, color, 0.08],
      [1, color, 0],
    ]),
  );
}
