import { allSwatchFinishes, swatchUrl, type Finish } from "../../app/features/catalogue/index.server";

export const SWATCH_SIZE = 240;

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Grain streaks: noise stretched along the board, tinted darker than the wood itself. */
function woodSvg([r, g, b]: [number, number, number], seed: number): string {
  // Late wood is darker and warmer than early wood: red falls least, blue most.
  const [dr, dg, db] = [(r / 255) * 0.62, (g / 255) * 0.48, (b / 255) * 0.34];
  return `<filter id="grain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.003 0.07" numOctaves="4" seed="${seed}"/>
      <feColorMatrix values="0 0 0 0 ${dr}  0 0 0 0 ${dg}  0 0 0 0 ${db}  0 0 0 -2.6 1.55"/>
    </filter>
    <rect width="100%" height="100%" fill="rgb(${r},${g},${b})"/>
    <rect width="100%" height="100%" filter="url(#grain)"/>`;
}

/** Brushed metal: fine horizontal streaks and a soft sheen across the chip. */
function metallicSvg(hex: string, seed: number): string {
  return `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/>
    </linearGradient>
    <filter id="brush" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.002 0.8" numOctaves="2" seed="${seed}"/>
      <feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 0.35 -0.12"/>
    </filter>
    <rect width="100%" height="100%" fill="${hex}"/>
    <rect width="100%" height="100%" filter="url(#brush)"/>
    <rect width="100%" height="100%" fill="url(#sheen)"/>`;
}

/** A painted chip: the color with a gentle light falloff, as a sample lit from above. */
function paintSvg(hex: string): string {
  return `<linearGradient id="light" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/>
    </linearGradient>
    <rect width="100%" height="100%" fill="${hex}"/>
    <rect width="100%" height="100%" fill="url(#light)"/>`;
}

export function swatchSvg(finish: Finish, seed: number): string {
  const body =
    finish.look === "wood"
      ? woodSvg(hexToRgb(finish.hex), seed)
      : finish.look === "metallic"
        ? metallicSvg(finish.hex, seed)
        : paintSvg(finish.hex);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SWATCH_SIZE}" height="${SWATCH_SIZE}">${body}</svg>`;
}

/** The catalogue's swatch images: a color chip per finish and a grain texture per wood. */
export function swatchImages(): { file: string; svg: () => string }[] {
  return allSwatchFinishes().map((finish, index) => ({
    file: swatchUrl(finish).slice("/media/".length),
    svg: () => swatchSvg(finish, index + 1),
  }));
}
