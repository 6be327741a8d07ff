// Real CAD drawings for the demo library: AutoCAD's open exchange format (DXF, release 12, ASCII),
// which AutoCAD, LibreCAD and every CAD program open. No tool the project can install writes DWG,
// AutoCAD's own format (decision 0023), so the library's CAD package carries these.

type Point = [number, number];
type Entity =
  { kind: "line"; layer: string; from: Point; to: Point } | { kind: "text"; layer: string; at: Point; height: number; text: string };

const LAYERS = [
  ["WALL", 8],
  ["FRAME", 5],
  ["PANEL", 3],
  ["NOTES", 7],
] as const;

const number = (value: number) => String(Math.round(value * 1000) / 1000);
const pairs = (...codes: [number, string | number][]) => codes.map(([code, value]) => `${code}\n${value}`).join("\n");

function entity(item: Entity): string {
  if (item.kind === "line") {
    const [[x1, y1], [x2, y2]] = [item.from, item.to];
    return pairs([0, "LINE"], [8, item.layer], [10, number(x1)], [20, number(y1)], [30, 0], [11, number(x2)], [21, number(y2)], [31, 0]);
  }
  // DXF text is plain: no control characters or line breaks.
  const text = item.text.replace(/[\r\n\t]+/g, " ").replace(/[^\x20-\x7e]/g, "?");
  return pairs(
    [0, "TEXT"],
    [8, item.layer],
    [10, number(item.at[0])],
    [20, number(item.at[1])],
    [30, 0],
    [40, number(item.height)],
    [1, text],
  );
}

/** A DXF file of these entities, in inches. */
export function writeDxf(entities: Entity[]): Buffer {
  const xs = entities.flatMap((item) => (item.kind === "line" ? [item.from[0], item.to[0]] : [item.at[0]]));
  const ys = entities.flatMap((item) => (item.kind === "line" ? [item.from[1], item.to[1]] : [item.at[1]]));
  const header = pairs(
    [0, "SECTION"],
    [2, "HEADER"],
    [9, "$ACADVER"],
    [1, "AC1009"],
    [9, "$EXTMIN"],
    [10, number(Math.min(...xs))],
    [20, number(Math.min(...ys))],
    [9, "$EXTMAX"],
    [10, number(Math.max(...xs))],
    [20, number(Math.max(...ys))],
    [0, "ENDSEC"],
  );
  const layers = [
    pairs([0, "SECTION"], [2, "TABLES"], [0, "TABLE"], [2, "LAYER"], [70, LAYERS.length]),
    ...LAYERS.map(([name, color]) => pairs([0, "LAYER"], [2, name], [70, 0], [62, color], [6, "CONTINUOUS"])),
    pairs([0, "ENDTAB"], [0, "ENDSEC"]),
  ];
  const body = [pairs([0, "SECTION"], [2, "ENTITIES"]), ...entities.map(entity), pairs([0, "ENDSEC"], [0, "EOF"])];
  return Buffer.from(`${[header, ...layers, ...body].join("\n")}\n`, "ascii");
}

const line = (layer: string, from: Point, to: Point): Entity => ({ kind: "line", layer, from, to });
const rectangle = (layer: string, [x, y]: Point, width: number, height: number): Entity[] => [
  line(layer, [x, y], [x + width, y]),
  line(layer, [x + width, y], [x + width, y + height]),
  line(layer, [x + width, y + height], [x, y + height]),
  line(layer, [x, y + height], [x, y]),
];
const note = (at: Point, text: string, height = 2.5): Entity => ({ kind: "text", layer: "NOTES", at, height, text });

/**
 * A plan of a typical opening: the wall on each side, the frame, and `panels` panels folded open
 * to the left (a zigzag of 60° folds), with the opening's width noted.
 */
export function planDrawing(title: string, panels: number, width = 144): Buffer {
  const depth = 6;
  const panel = width / panels;
  const fold = (Math.PI / 180) * 60;
  const zigzag: Entity[] = [];
  let at: Point = [depth, depth / 2];
  for (let n = 0; n < panels; n += 1) {
    const direction = n % 2 === 0 ? 1 : -1;
    const next: Point = [at[0] + panel * Math.cos(fold) * 0.5, at[1] + direction * panel * Math.sin(fold)];
    zigzag.push(line("PANEL", at, next));
    at = next;
  }
  return writeDxf([
    ...rectangle("WALL", [-24, 0], 24, depth),
    ...rectangle("WALL", [width, 0], 24, depth),
    ...rectangle("FRAME", [0, 0], width, depth),
    ...zigzag,
    line("NOTES", [0, -10], [width, -10]),
    line("NOTES", [0, -12], [0, -8]),
    line("NOTES", [width, -12], [width, -8]),
    note([width / 2 - 20, -16], `Rough opening ${width} in, ${panels} panels`),
    note([0, -28], `${title}: plan view. Nominal dimensions in inches; verify on site.`, 3),
  ]);
}

/** A section through head and sill: the frame profiles, the panel and its glass, and the heights. */
export function sectionDrawing(title: string, height = 96): Buffer {
  const frame = 4.5;
  const stile = 2.9375;
  return writeDxf([
    ...rectangle("FRAME", [0, height - frame], 6, frame),
    ...rectangle("FRAME", [0, 0], 6, 1.5),
    ...rectangle("PANEL", [1.5, 1.5], 3, height - frame - 1.5),
    line("PANEL", [3, 1.5 + stile], [3, height - frame - stile]),
    line("WALL", [-6, height], [12, height]),
    line("WALL", [-6, 0], [12, 0]),
    note([14, height - 3], "Head"),
    note([14, 0.5], "Sill"),
    note([14, height / 2], `Frame height ${height} in`),
    note([-6, -10], `${title}: head and sill section. Nominal dimensions in inches; verify on site.`, 3),
  ]);
}
