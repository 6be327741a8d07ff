export type Scene = {
  seed: number;
  time: "day" | "golden" | "dusk";
  view: "interior" | "exterior";
  opening: "folding" | "sliding" | "swing";
  setting: "ocean" | "hills" | "garden" | "pool";
};

const skies = {
  day: ["#8fb8d8", "#cfe0ea", "#eef2f0"],
  golden: ["#e9b17a", "#f3d3a6", "#f7ead6"],
  dusk: ["#2f3f5c", "#8a6f86", "#e3a77f"],
} as const;

/** An SVG picture of an opened glass wall: a stand-in for project photography. */
export function sceneSvg(scene: Scene, width: number, height: number): string {
  const [top, middle, bottom] = skies[scene.time];
  const horizon = height * 0.58;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="#6d7f86"/>
  <rect x="${width * 0.1}" y="${height * 0.15}" width="${width * 0.8}" height="${height * 0.7}" fill="none" stroke="#2b2b2b" stroke-width="${width * 0.01}"/>
</svg>`;
}
