import { Camera, type V3 } from "./camera";
import { claddingTexture } from "./cladding";
import { mix, shade } from "./color";
import { diningSet, floorLamp, type Item, paintInOrder, pendant, pottedPlant, sofa } from "./furniture";
import { type Aperture, byDepth, drawPanel, type GlassLook, planPanels } from "./glass";
import { balustrade } from "./landscape";
import { claddings, fabric, floors, type Light, type Lighting, outdoorLighting, wallColors } from "./palette";
import type { Rng } from "./prng";
import { backdrop, frontage, type Site } from "./settings";
import { sky } from "./sky";
import { circle, faceColor } from "./solids";
import { type Canvas, num, type Pt, polyPath } from "./svg";
import type { Cladding, ResolvedScene } from "./types";
import { clamp, type World } from "./world";

type Building = Site & {
  storeys: number;
  storey: number;
  overhang: number;
  roof: number;
  balconies: boolean;
  wing: { x0: number; x1: number; front: number; cladding: Cladding } | null;
};

const DEG = Math.PI / 180;

/** A modern building seen from its garden or street, its ground-floor glass wall opened. */
export function exterior(c: Canvas, scene: ResolvedScene, light: Light, rng: Rng): World {
  const aspect = c.width / c.height;
  const fov = (aspect >= 1.6 ? 68 : aspect >= 1.2 ? 64 : 58) * DEG;
  const focal = c.width / 2 / Math.tan(fov / 2);
  const layout = rng.fork(1);
  const tower = scene.setting === "city";
  const school = scene.setting === "campus";
  const storeys = tower ? layout.int(4, 5) : school ? 2 : 1;
  const storey = tower ? 3.2 : school ? 3.9 : layout.range(3.3, 3.6);
  const openWidth = tower ? layout.range(5.5, 7) : layout.range(7.5, 10.5);
  const openLeft = -openWidth / 2 + layout.range(-0.8, 0.8);
  const aperture: Aperture = {
    left: openLeft,
    right: openLeft + openWidth,
    bottom: 0,
    top: storey - (tower ? 0.35 : layout.range(0.25, 0.5)),
    z: 0,
  };
  const left = openLeft - layout.range(tower ? 5 : 2.5, tower ? 8 : 5.5);
  const right = aperture.right + layout.range(tower ? 5 : 2.5, tower ? 8 : 5.5);
  const wingSide = !tower && !school && layout.chance(0.65) ? layout.sign() : 0;
  const portrait = aspect < 1;
  const featureLeft = scene.stack !== "right";
  const [subjectLeft, subjectRight] = portrait
    ? featureLeft
      ? [aperture.left - 2.2, aperture.left + openWidth * 0.55]
      : [aperture.right - openWidth * 0.55, aperture.right + 2.2]
    : [left + 0.6, right - 0.6];
  const eyeY = layout.range(1.45, 1.7);
  const horizon = c.height * (tower ? 0.8 : school ? 0.66 : portrait ? 0.56 : layout.range(0.54, 0.6));
  const top = storeys * storey + 0.5;
  const [a, b] = portrait ? [0.04, 0.96] : [layout.range(0.02, 0.08), layout.range(0.92, 0.98)];
  const fitWidth = ((subjectRight - subjectLeft) * focal) / ((b - a) * c.width);
  const fitHeight = (focal * (top - eyeY)) / (horizon - c.height * 0.12);
  const distance = Math.max(fitWidth, fitHeight, portrait ? 9 : 11);
  const eyeX = (subjectLeft + subjectRight) / 2 - (((a + b) / 2 - 0.5) * c.width * distance) / focal;
  const cam = new Camera(c.width, c.height, focal, [eyeX, eyeY, 0], horizon);
  aperture.z = distance;
  const building: Building = {
    left,
    right,
    z: distance,
    aperture,
    terrace: tower ? 0 : layout.range(2.4, 3.4),
    storeys,
    storey,
    overhang: tower ? 0 : layout.range(1.4, 2.6),
    roof: layout.range(0.3, 0.45),
    balconies: tower,
    wing:
      wingSide === 0
        ? null
        : wingSide < 0
          ? {
              x0: left - 0.01,
              x1: Math.min(aperture.left - 0.8, left + layout.range(3, 4.5)),
              front: distance - layout.range(2.5, 4),
              cladding: contrast(scene.cladding, layout),
            }
          : {
              x0: Math.max(aperture.right + 0.8, right - layout.range(3, 4.5)),
              x1: right + 0.01,
              front: distance - layout.range(2.5, 4),
              cladding: contrast(scene.cladding, layout),
            },
  };
  const w: World = { c, cam, light, rng, scene };
  const lighting = outdoorLighting(light);

  sky(w);
  backdrop(w, building);
  const id = c.id("building");
  c.group(`id="${id}"`, () => drawBuilding(w, building, lighting, rng.fork(2)));
  const items = frontage(w, building, id);
  const panels = planPanels(aperture, scene.opening, scene.stack, scene.open, rng.fork(3));
  const look: GlassLook = {
    finish: scene.frame,
    lighting,
    reflection:
      light.time === "dusk" ? ["#4a5475", "#2a2f45"] : light.time === "golden" ? [light.sky.low, "#5b5a62"] : [light.sky.low, "#6c7c88"],
    clarity: light.time === "dusk" ? 0.08 : 0.28,
  };
  // Leaves keep their own far-to-near order and all paint before anything standing on the terrace.
  const panelItems: Item[] = byDepth(panels, cam.eye).map((panel, index) => ({
    depth: distance - index * 0.001,
    draw: () => drawPanel(w, panel, look),
  }));
  paintInOrder([...panelItems, ...items]);
  spill(w, building);
  return w;
}

const contrast = (cladding: Cladding, rng: Rng): Cladding =>
  rng.pick((["stone", "timber", "concrete", "stucco"] as const).filter((kind) => kind !== cladding));

function drawBuilding(w: World, b: Building, lighting: Lighting, rng: Rng): void {
  const { c, cam, scene } = w;
  const front: V3 = [0, 0, -1];
  const wallBase = claddings[scene.cladding].base;
  const wallLit = faceColor(wallBase, lighting, front);
  room(w, b, rng.fork(1));
  const height = b.storeys * b.storey;
  for (let k = 1; k < b.storeys; k += 1) upperGlazing(w, b, k, rng.fork(10 + k));
  // Facade wall: the whole elevation with holes for every opening, textured inside a clip of itself.
  const outline = (x0: number, y0: number, x1: number, y1: number) =>
    polyPath(
      cam.polygon([
        [x0, y0, b.z],
        [x1, y0, b.z],
        [x1, y1, b.z],
        [x0, y1, b.z],
      ]),
    );
  const holes = [outline(b.aperture.left, 0, b.aperture.right, b.aperture.top)];
  for (let k = 1; k < b.storeys; k += 1) holes.push(outline(b.left + 0.8, k * b.storey + 0.35, b.right - 0.8, (k + 1) * b.storey - 0.3));
  const wallPath = outline(b.left, 0, b.right, height) + holes.join("");
  const topRow = cam.y(height, b.z);
  const bottomRow = cam.y(0, b.z);
  c.path(
    wallPath,
    c.linear(
      [0, topRow],
      [0, bottomRow],
      [
        [0, shade(wallLit, 0.96)],
        [1, shade(wallLit, 1.03)],
      ],
    ),
    1,
    'fill-rule="evenodd"',
  );
  const clip = c.id("wall");
  c.def(`<clipPath id="${clip}"><path d="${wallPath}" clip-rule="evenodd"/></clipPath>`);
  c.group(`clip-path="url(#${clip})"`, () => claddingTexture(w, rng.fork(2), scene.cladding, b.left, b.right, 0, height, b.z, wallLit));
  // Reveal of the opening: the head's underside and the jamb returns.
  const t = 0.3;
  const { aperture: a } = b;
  c.polygon(
    cam.polygon([
      [a.left, a.top, b.z],
      [a.right, a.top, b.z],
      [a.right, a.top, b.z + t],
      [a.left, a.top, b.z + t],
    ]),
    shade(faceColor(wallBase, lighting, [0, -1, 0]), 0.9),
  );
  if (cam.eye[0] < a.left)
    c.polygon(
      cam.polygon([
        [a.left, 0, b.z],
        [a.left, a.top, b.z],
        [a.left, a.top, b.z + t],
        [a.left, 0, b.z + t],
      ]),
      faceColor(wallBase, lighting, [1, 0, 0]),
    );
  if (cam.eye[0] > a.right)
    c.polygon(
      cam.polygon([
        [a.right, 0, b.z],
        [a.right, a.top, b.z],
        [a.right, a.top, b.z + t],
        [a.right, 0, b.z + t],
      ]),
      faceColor(wallBase, lighting, [-1, 0, 0]),
    );
  c.polygon(
    cam.polygon([
      [a.left, a.top - 0.1, b.z + 0.08],
      [a.right, a.top - 0.1, b.z + 0.08],
      [a.right, a.top, b.z + 0.08],
      [a.left, a.top, b.z + 0.08],
    ]),
    "#2a2b2e",
  );
  for (let k = 1; k < b.storeys; k += 1) slab(w, b, k, lighting);
  if (b.overhang > 0) facadeShadow(w, b, b.left, b.right, height);
  roof(w, b, lighting, rng.fork(3));
  if (b.wing) wing(w, b, lighting, rng.fork(4));
}

/** The lived-in room behind the opening: warm walls, ceiling lights, a few pieces of furniture. */
function room(w: World, b: Building, rng: Rng): void {
  const { c, cam, light, scene } = w;
  const { aperture: a } = b;
  const depth = b.z + rng.range(5, 6.5);
  const x0 = a.left - 1.5;
  const x1 = a.right + 1.5;
  const ceiling = a.top + 0.15;
  const [left, top] = cam.project([a.left, a.top, b.z]);
  const [right, bottom] = cam.project([a.right, 0, b.z]);
  const clip = c.id("room");
  c.def(
    `<clipPath id="${clip}"><rect x="${num(left)}" y="${num(top)}" width="${num(right - left)}" height="${num(bottom - top)}"/></clipPath>`,
  );
  // Seen from a sunny garden a room looks dim; at dusk it is the brightest thing in the picture.
  const exposure = light.time === "dusk" ? 1 : light.time === "golden" ? 0.85 : 0.8;
  const warm = (color: string, k: number) => shade(mix(color, "#f2c48c", light.time === "day" ? 0.22 : 0.32), k * exposure);
  const wall = rng.pick(wallColors);
  const lighting: Lighting = {
    toward: [0, 1, 0],
    key: light.time === "dusk" ? "#c89058" : "#8a8074",
    fill: light.time === "dusk" ? "#9a7a5a" : "#6a655e",
  };
  c.group(`clip-path="url(#${clip})"`, () => {
    c.polygon(
      cam.polygon([
        [x0, 0, depth],
        [x1, 0, depth],
        [x1, ceiling, depth],
        [x0, ceiling, depth],
      ]),
      warm(wall, 0.92),
    );
    const floorColor = floors[scene.floor].base;
    c.polygon(
      cam.polygon([
        [x0, 0, b.z],
        [x1, 0, b.z],
        [x1, 0, depth],
        [x0, 0, depth],
      ]),
      c.linear(
        [0, cam.y(0, depth)],
        [0, bottom],
        [
          [0, warm(floorColor, 0.8)],
          [1, warm(floorColor, 0.62)],
        ],
      ),
    );
    c.polygon(
      cam.polygon([
        [x0, ceiling, b.z],
        [x1, ceiling, b.z],
        [x1, ceiling, depth],
        [x0, ceiling, depth],
      ]),
      warm("#f0ece6", 0.8),
    );
    for (const x of [x0, x1])
      c.polygon(
        cam.polygon([
          [x, 0, b.z],
          [x, 0, depth],
          [x, ceiling, depth],
          [x, ceiling, b.z],
        ]),
        warm(wall, 0.78),
      );
    const lamps = light.lamps;
    for (let z = b.z + 1; z < depth - 0.5; z += 1.8) {
      for (let x = a.left + 0.8; x < a.right; x += 2.4) {
        c.polygon(circle(w, [x, ceiling - 0.01, z], 0.05, 12), lamps > 0.3 ? "#fff6e6" : warm("#d8d2ca", 0.6));
        if (lamps > 0.3) {
          const [px, py] = cam.project([x, ceiling, z]);
          c.ellipse(
            [px, py],
            cam.scale(z) * 0.8,
            cam.scale(z) * 0.3,
            c.sharedRadial("downglow", [
              [0, "#fff0d2", 0.9],
              [0.3, light.lampColor, 0.35],
              [1, light.lampColor, 0],
            ]),
            lamps,
          );
          const [wx, wy] = cam.project([x, ceiling, depth]);
          c.ellipse(
            [wx, wy + cam.scale(depth) * 0.8],
            cam.scale(depth) * 0.35,
            cam.scale(depth) * 1.2,
            c.sharedRadial("scallop", [
              [0, "#ffe2b0", 0.55],
              [0.5, "#ffd49a", 0.2],
              [1, "#ffd49a", 0],
            ]),
            lamps,
          );
        }
      }
    }
    const items: Item[] = [];
    const mid = (a.left + a.right) / 2 + rng.range(-1, 1);
    if (scene.room === "dining" || scene.room === "restaurant" || scene.room === "workspace") {
      items.push(...diningSet(w, lighting, mid, b.z + 3, [2.2, 0.95], 6, rng.pick(["#7a5238", "#cdbfa9"] as const), rng.pick(fabric)));
      for (const dx of [-0.6, 0.6]) items.push(pendant(w, mid + dx, b.z + 3, ceiling, 1.2, "#2b2a28", lamps));
    } else {
      items.push(sofa(w, lighting, mid - 1.3, b.z + 3.2, 2.4, "right", rng.pick(fabric), "#b5744a"));
      items.push(sofa(w, lighting, mid + 1.4, b.z + 3.2, 0.9, "left", rng.pick(fabric), "#b5744a"));
      items.push(floorLamp(w, lighting, mid - 1.4, b.z + 4.8, lamps));
    }
    items.push(pottedPlant(w, lighting, rng, a.right - 0.6, b.z + 1.8, 1.6));
    paintInOrder(items);
    if (light.time !== "dusk") {
      // Daylight falls off into the room.
      c.rect(
        left,
        top,
        right - left,
        bottom - top,
        c.linear(
          [0, top],
          [0, bottom],
          [
            [0, "#10141a", 0.22],
            [0.4, "#10141a", 0.04],
            [1, "#10141a", 0.1],
          ],
        ),
      );
    }
  });
}

/** Closed floor-to-ceiling glazing of an upper storey: reflections by day, lit rooms at dusk. */
function upperGlazing(w: World, b: Building, storey: number, rng: Rng): void {
  const { c, cam, light } = w;
  const y0 = storey * b.storey + 0.35;
  const y1 = (storey + 1) * b.storey - 0.3;
  const x0 = b.left + 0.8;
  const x1 = b.right - 0.8;
  const [left, top] = cam.project([x0, y1, b.z]);
  const [right, bottom] = cam.project([x1, y0, b.z]);
  const dusk = light.time === "dusk";
  c.rect(
    left,
    top,
    right - left,
    bottom - top,
    c.linear(
      [0, top],
      [0, bottom],
      dusk
        ? [
            [0, "#3b3a44"],
            [1, "#26252c"],
          ]
        : [
            [0, mix(light.sky.low, "#ffffff", 0.2)],
            [0.6, mix(light.sky.high, "#556470", 0.5)],
            [1, "#3e4a54"],
          ],
    ),
  );
  const bay = rng.range(1.6, 2.2);
  const mullions: string[] = [];
  for (let x = x0; x <= x1 + 0.01; x += bay) {
    if (dusk && x + bay <= x1 + 0.01 && rng.chance(0.6)) {
      const [bx0, by0] = cam.project([x, y1, b.z + 0.3]);
      const [bx1, by1] = cam.project([x + bay, y0, b.z + 0.3]);
      c.rect(
        bx0,
        by0,
        bx1 - bx0,
        by1 - by0,
        c.linear(
          [0, by0],
          [0, by1],
          [
            [0, "#ffd9a0", 0.85],
            [1, "#c98a4a", 0.7],
          ],
        ),
      );
    }
    const [mx] = cam.project([x, y0, b.z]);
    mullions.push(`M${num(mx)} ${num(top)}V${num(bottom)}`);
  }
  if (!dusk) {
    // Diagonal sky reflections sweeping across the panes.
    const sweep = rng.range(0.2, 0.6) * (right - left);
    c.polygon(
      [
        [left + sweep, top],
        [left + sweep + (right - left) * 0.12, top],
        [left + sweep - (bottom - top) * 0.3 + (right - left) * 0.12, bottom],
        [left + sweep - (bottom - top) * 0.3, bottom],
      ],
      "#ffffff",
      0.12,
    );
  }
  c.stroke(mullions.join(""), "#2a2b2e", Math.max(1, cam.scale(b.z) * 0.05));
}

/** Floor slab of an upper storey: a balcony projecting toward the camera on towers, a band on others. */
function slab(w: World, b: Building, storey: number, lighting: Lighting): void {
  const { c, cam, light } = w;
  const y = storey * b.storey;
  const depth = b.balconies ? 1.8 : 0.05;
  const z0 = b.z - depth;
  const concrete = "#e4e0d8";
  c.polygon(
    cam.polygon([
      [b.left, y, z0],
      [b.right, y, z0],
      [b.right, y, b.z],
      [b.left, y, b.z],
    ]),
    y > cam.eye[1] ? faceColor(concrete, lighting, [0, -1, 0]) : faceColor(concrete, lighting, [0, 1, 0]),
  );
  c.polygon(
    cam.polygon([
      [b.left, y, z0],
      [b.right, y, z0],
      [b.right, y + 0.3, z0],
      [b.left, y + 0.3, z0],
    ]),
    faceColor(concrete, lighting, [0, 0, -1]),
  );
  if (b.balconies) {
    balustrade(w, b.left, b.right, z0, y + 0.3);
    if (light.sun.strength > 0) {
      // Each balcony shades the glazing below it.
      const t = depth / Math.max(0.05, -light.toSun[2]);
      const drop = Math.min(b.storey, light.toSun[1] * t);
      c.polygon(
        cam.polygon([
          [b.left, y, b.z],
          [b.right, y, b.z],
          [b.right, y - drop, b.z],
          [b.left, y - drop, b.z],
        ]),
        "#1c2333",
        0.3,
      );
    }
  }
}

/** Shadow cast on the facade by the roof overhang (and by any balcony above). */
function facadeShadow(w: World, b: Building, x0: number, x1: number, height: number): void {
  const { c, cam, light } = w;
  if (light.sun.strength === 0 || light.toSun[2] >= -0.02) return;
  const t = b.overhang / -light.toSun[2];
  const drop = light.toSun[1] * t;
  const shift = -light.toSun[0] * t;
  const shadow: V3[] = [
    [x0, height, b.z],
    [x1, height, b.z],
    [x1 + shift, height - drop, b.z],
    [x0 + shift, height - drop, b.z],
  ];
  c.polygon(cam.polygon(shadow), "#1c2436", light.time === "golden" ? 0.32 : 0.38);
}

/** Flat roof: the soffit seen from below with its downlights, and the fascia's front edge. */
function roof(w: World, b: Building, lighting: Lighting, rng: Rng): void {
  const { c, cam, light } = w;
  const height = b.storeys * b.storey;
  const z0 = b.z - b.overhang;
  const x0 = b.wing && b.wing.x0 < b.aperture.left ? b.wing.x1 : b.left - 0.6;
  const x1 = b.wing && b.wing.x1 > b.aperture.right ? b.wing.x0 : b.right + 0.6;
  const timber = rng.chance(0.5);
  const soffitBase = timber ? "#a87a52" : "#ece8e1";
  const soffit = cam.polygon([
    [x0, height, z0],
    [x1, height, z0],
    [x1, height, b.z],
    [x0, height, b.z],
  ]);
  const lit = faceColor(soffitBase, lighting, [0, -1, 0]);
  const farRow = cam.y(height, b.z);
  const nearRow = cam.y(height, z0);
  c.polygon(
    soffit,
    c.linear(
      [0, farRow],
      [0, nearRow],
      [
        [0, shade(lit, 0.85)],
        [1, shade(lit, 1.05)],
      ],
    ),
  );
  if (timber && b.overhang > 0) {
    const slats: string[] = [];
    for (let x = x0; x < x1; x += 0.1)
      slats.push(`M${cam.project([x, height, z0]).map(num).join(" ")}L${cam.project([x, height, b.z]).map(num).join(" ")}`);
    c.stroke(slats.join(""), shade(lit, 0.6), Math.max(0.6, cam.scale(b.z) * 0.012), 0.6);
  }
  if (b.overhang > 0) {
    for (let x = x0 + 1; x < x1 - 0.5; x += 2) {
      const z = b.z - b.overhang / 2;
      c.polygon(circle(w, [x, height - 0.005, z], 0.05, 12), light.lamps > 0.3 ? "#fff6e4" : shade(lit, 0.6));
      if (light.lamps > 0.3) {
        const [px, py] = cam.project([x, height, b.z]);
        const s = cam.scale(b.z);
        c.ellipse(
          [px, py + s * 0.9],
          s * 0.45,
          s * 1.3,
          c.sharedRadial("scallop", [
            [0, "#ffe2b0", 0.55],
            [0.5, "#ffd49a", 0.2],
            [1, "#ffd49a", 0],
          ]),
          light.lamps * 0.8,
        );
      }
    }
  }
  const fascia = cam.polygon([
    [x0, height, z0],
    [x1, height, z0],
    [x1, height + b.roof, z0],
    [x0, height + b.roof, z0],
  ]);
  c.polygon(fascia, faceColor(rng.pick(["#2b2b2d", "#e8e4dc", "#3a3631"] as const), lighting, [0, 0, -1]));
  const edge = cam.polygon([
    [x0, height + b.roof - 0.02, z0 - 0.01],
    [x1, height + b.roof - 0.02, z0 - 0.01],
    [x1, height + b.roof, z0 - 0.01],
    [x0, height + b.roof, z0 - 0.01],
  ]);
  c.polygon(edge, "#ffffff", 0.25);
}

/** A solid volume projecting toward the camera beside the opening. */
function wing(w: World, b: Building, lighting: Lighting, rng: Rng): void {
  const { c, cam, light } = w;
  const wing = b.wing;
  if (!wing) return;
  const height = b.storeys * b.storey + b.roof + 0.15;
  const base = claddings[wing.cladding].base;
  const front = faceColor(base, lighting, [0, 0, -1]);
  const inner = wing.x0 < b.aperture.left ? wing.x1 : wing.x0;
  const normalX = wing.x0 < b.aperture.left ? 1 : -1;
  if ((cam.eye[0] - inner) * normalX > 0) {
    const side = faceColor(base, lighting, [normalX, 0, 0]);
    c.polygon(
      cam.polygon([
        [inner, 0, wing.front],
        [inner, 0, b.z],
        [inner, height, b.z],
        [inner, height, wing.front],
      ]),
      side,
    );
    const clip = c.id("side");
    c.def(
      `<clipPath id="${clip}"><path d="${polyPath(
        cam.polygon([
          [inner, 0, wing.front],
          [inner, 0, b.z],
          [inner, height, b.z],
          [inner, height, wing.front],
        ]),
      )}"/></clipPath>`,
    );
    c.group(`clip-path="url(#${clip})"`, () => sideTexture(w, wing.cladding, inner, wing.front, b.z, height, side));
  }
  const outline = cam.polygon([
    [wing.x0, 0, wing.front],
    [wing.x1, 0, wing.front],
    [wing.x1, height, wing.front],
    [wing.x0, height, wing.front],
  ]);
  c.polygon(outline, front);
  const clip = c.id("wing");
  c.def(`<clipPath id="${clip}"><path d="${polyPath(outline)}"/></clipPath>`);
  c.group(`clip-path="url(#${clip})"`, () => claddingTexture(w, rng, wing.cladding, wing.x0, wing.x1, 0, height, wing.front, front));
  // A tall slot window in the wing.
  const sx = (wing.x0 + wing.x1) / 2 + rng.range(-0.5, 0.5);
  const slot = cam.polygon([
    [sx - 0.35, 0.5, wing.front],
    [sx + 0.35, 0.5, wing.front],
    [sx + 0.35, height - 0.6, wing.front],
    [sx - 0.35, height - 0.6, wing.front],
  ]);
  c.polygon(slot, light.time === "dusk" ? "#e8b878" : mix(light.sky.low, "#3a4650", 0.55));
  c.stroke(polyPath(slot), "#2a2b2e", Math.max(1, cam.scale(wing.front) * 0.04));
  c.polygon(
    cam.polygon([
      [wing.x0, height - 0.05, wing.front - 0.02],
      [wing.x1, height - 0.05, wing.front - 0.02],
      [wing.x1, height, wing.front - 0.02],
      [wing.x0, height, wing.front - 0.02],
    ]),
    "#2a2b2e",
    0.8,
  );
}

/** Horizontal courses or boards on the wing's side wall, converging in perspective. */
function sideTexture(w: World, kind: Cladding, x: number, z0: number, z1: number, height: number, lit: string): void {
  const { c, cam } = w;
  const lines: string[] = [];
  const segment = (p: Pt, q: Pt) => `M${num(p[0])} ${num(p[1])}L${num(q[0])} ${num(q[1])}`;
  if (kind === "timber") {
    for (let z = z0; z < z1; z += 0.14) lines.push(segment(cam.project([x, 0, z]), cam.project([x, height, z])));
  } else if (kind !== "stucco") {
    const step = kind === "stone" ? 0.35 : 0.6;
    for (let y = step; y < height; y += step) lines.push(segment(cam.project([x, y, z0]), cam.project([x, y, z1])));
  }
  c.stroke(lines.join(""), shade(lit, 0.65), Math.max(0.6, cam.scale(z0) * 0.01), 0.6);
}

/** Warm light spilling from the open room onto the terrace at dusk and golden hour. */
function spill(w: World, b: Building): void {
  const { c, cam, light } = w;
  if (light.lamps < 0.3) return;
  const { aperture: a } = b;
  const [cx, cy] = cam.project([(a.left + a.right) / 2, 0, b.z - 1.2]);
  const width = cam.x(a.right, b.z) - cam.x(a.left, b.z);
  c.ellipse(
    [cx, cy],
    width * 0.65,
    clamp(width * 0.08, 10, c.height * 0.12),
    c.sharedRadial("spill", [
      [0, "#ffcf8f", 0.5],
      [1, "#ffcf8f", 0],
    ]),
    light.lamps,
  );
}
