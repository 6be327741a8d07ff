type Rgb = [number, number, number];

function parse(color: string): Rgb {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function format([r, g, b]: Rgb): string {
  const channel = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Linear blend of two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parse(a);
  const [br, bg, bb] = parse(b);
  return format([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** Brightness multiplier: 0.5 halves every channel, 1.2 brightens. */
export function shade(color: string, factor: number): string {
  const [r, g, b] = parse(color);
  return format([r * factor, g * factor, b * factor]);
}

/** Surface colour under a fill light plus a key light weighted by k (the cosine toward the key). */
export function illuminate(surface: string, fill: string, key: string, k: number): string {
  const [sr, sg, sb] = parse(surface);
  const [fr, fg, fb] = parse(fill);
  const [kr, kg, kb] = parse(key);
  const w = Math.max(0, k);
  return format([(sr * (fr + kr * w)) / 255, (sg * (fg + kg * w)) / 255, (sb * (fb + kb * w)) / 255]);
}
