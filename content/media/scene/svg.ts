export type Pt = readonly [number, number];
/** [offset 0..1, colour, opacity]. */
export type Stop = readonly [number, string, number?];

/**
 * One decimal keeps the markup small; sub-pixel precision beyond that is invisible. The same text as
 * `String(Math.round(value * 10) / 10)`, written from integers: a demo scene formats a million
 * numbers, and a fraction's shortest form took a third of the drawing's time.
 */
export const num = (value: number): string => {
  const tenths = Math.round(value * 10);
  if (!(Math.abs(tenths) < 1e15)) return String(tenths / 10);
  const size = Math.abs(tenths);
  const tenth = size % 10;
  const whole = (size - tenth) / 10;
  return `${tenths < 0 ? "-" : ""}${whole}${tenth === 0 ? "" : `.${tenth}`}`;
};

export const points = (list: readonly Pt[]): string => list.map(([x, y]) => `${num(x)},${num(y)}`).join(" ");

export const polyPath = (list: readonly Pt[]): string => (list.length ? `M${list.map(([x, y]) => `${num(x)} ${num(y)}`).join("L")}Z` : "");

/** Accumulates an SVG document: gradients go to defs with generated ids, shapes to the body in paint order. */
export class Canvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private ids = 0;
  private readonly shared = new Map<string, string>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  linear(from: Pt, to: Pt, stops: readonly Stop[]): string {
    const id = this.id("l");
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(from[0])}" y1="${num(from[1])}" x2="${num(to[0])}" y2="${num(to[1])}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Elliptical radial gradient centred at `center`, radii in pixels, optionally rotated (degrees). */
  radial(center: Pt, rx: number, ry: number, stops: readonly Stop[], rotate = 0): string {
    const id = this.id("r");
    const transform = `translate(${num(center[0])} ${num(center[1])}) rotate(${num(rotate)}) scale(${num(Math.max(rx, 0.1))} ${num(Math.max(ry, 0.1))})`;
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="1" gradientTransform="${transform}">${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in bounding-box units, defined once per key: every ellipse using it fades from its centre to its rim. */
  sharedRadial(key: string, stops: readonly Stop[], focus?: { fx: number; fy: number }): string {
    let url = this.shared.get(key);
    if (!url) {
      const id = this.id("s");
      const focal = focus ? ` fx="${num3(focus.fx)}" fy="${num3(focus.fy)}"` : "";
      this.def(`<radialGradient id="${id}"${focal}>${stopsMarkup(stops)}</radialGradient>`);
      url = `url(#${id})`;
      this.shared.set(key, url);
    }
    return url;
  }

  polygon(list: readonly Pt[], fill: string, opacity = 1): void {
    if (list.length < 3) return;
    this.body.push(`<path d="${polyPath(list)}" fill="${fill}"${opacityAttr(opacity)}/>`);
  }

  path(d: string, fill: string, opacity = 1, extra = ""): void {
    if (!d) return;
    this.body.push(`<path d="${d}" fill="${fill}"${opacityAttr(opacity)}${extra ? ` ${extra}` : ""}/>`);
  }

  stroke(d: string, color: string, width: number, opacity = 1, extra = ""): void {
    if (!d) return;
    this.body.push(
      `<path d="${d}" fill="none" stroke="${color}" stroke-width="${num(Math.max(width, 0.3))}"${opacity < 1 ? ` stroke-opacity="${num3(opacity)}"` : ""}${extra ? ` ${extra}` : ""}/>`,
    );
  }

  ellipse(center: Pt, rx: number, ry: number, fill: string, opacity = 1): void {
    this.body.push(
      `<ellipse cx="${num(center[0])}" cy="${num(center[1])}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${opacityAttr(opacity)}/>`,
    );
  }

  rect(x: number, y: number, width: number, height: number, fill: string, opacity = 1): void {
    this.body.push(
      `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" fill="${fill}"${opacityAttr(opacity)}/>`,
    );
  }

  /** Wraps whatever `draw` adds in a <g> with the given attributes (clip-path, filter...). */
  group(attributes: string, draw: () => void): void {
    this.body.push(`<g ${attributes}>`);
    draw();
    this.body.push("</g>");
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

const num3 = (value: number) => String(Math.round(value * 1000) / 1000);

// fill-opacity, not opacity: librsvg renders `opacity` through an offscreen layer, several times slower.
const opacityAttr = (opacity: number) => (opacity < 1 ? ` fill-opacity="${num3(Math.max(opacity, 0))}"` : "");

const stopsMarkup = (stops: readonly Stop[]) =>
  stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${num3(offset)}" stop-color="${color}"${opacity !== undefined && opacity < 1 ? ` stop-opacity="${num3(Math.max(opacity, 0))}"` : ""}/>`,
    )
    .join("");
