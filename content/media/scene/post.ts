import { num } from "./svg";
import type { World } from "./world";

/** Vignette and film grain: what makes flat vector shading read as a photograph. */
export function finish(w: World): void {
  const { c } = w;
  const [cx, cy, rx, ry] = [c.width / 2, c.height * 0.48, c.width * 0.78, c.height * 0.85];
  const vignette = c.radial([cx, cy], rx, ry, [
    [0, "#000000", 0],
    [0.55, "#000000", 0],
    [1, "#0b0806", 0.38],
  ]);
  // Only the ring outside the clear centre is painted: a full-frame gradient costs ~80 ms at 2560 px.
  const inner = `M${num(cx - rx * 0.55)} ${num(cy)}a${num(rx * 0.55)} ${num(ry * 0.55)} 0 1 0 ${num(rx * 1.1)} 0a${num(rx * 0.55)} ${num(ry * 0.55)} 0 1 0 ${num(-rx * 1.1)} 0Z`;
  c.path(`M0 0H${c.width}V${c.height}H0Z${inner}`, vignette, 1, 'fill-rule="evenodd"');
  // Noise is rendered once into a small tile: feTurbulence over the full frame costs librsvg over a second.
  const tile = 256;
  const filter = c.id("grain");
  const pattern = c.id("grainTile");
  c.def(
    `<filter id="${filter}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.6" numOctaves="2" seed="${w.scene.seed % 997}" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0 0 0 0 1"/></filter>` +
      `<pattern id="${pattern}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse"><rect width="${tile}" height="${tile}" filter="url(#${filter})"/></pattern>`,
  );
  c.rect(0, 0, c.width, c.height, `url(#${pattern})`, 0.06);
}
