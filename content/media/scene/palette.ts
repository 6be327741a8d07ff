import type { V3 } from "./camera";
import { shade } from "./color";
import type { Rng } from "./prng";
import type { Ceiling, Cladding, Floor, FrameFinish, Time, View } from "./types";

export type Light = {
  time: Time;
  sky: { zenith: string; high: string; low: string; horizon: string };
  /** Radians; azimuth 0 is straight ahead of the camera, positive to the right. */
  sun: { azimuth: number; elevation: number; color: string; strength: number };
  /** Unit vector pointing from the scene toward the sun. */
  toSun: V3;
  /** Skylight on surfaces in shade. */
  ambient: string;
  /** What distance fades into. */
  haze: string;
  /** Artificial interior light, 0 off .. 1 the main source. */
  lamps: number;
  lampColor: string;
};

/** A key light shining from `toward` plus a fill light, for shading faces by their normals. */
export type Lighting = { toward: V3; key: string; fill: string };

/** `side` (-1 left, 1 right) places the sun; interiors put it opposite the parked panels so it shows in the opening. */
export function lightFor(time: Time, view: View, rng: Rng, side = rng.sign()): Light {
  const deg = Math.PI / 180;
  // Interiors look toward the sun (back-lit view, sun patches on the floor); exteriors have it behind the camera, raking the facade.
  const azimuth =
    view === "interior"
      ? side * (time === "golden" ? rng.range(4, 14) : rng.range(25, 55)) * deg
      : side * (time === "golden" ? rng.range(105, 125) : rng.range(135, 160)) * deg;
  // A lower sun outside draws a shadow line across the facade instead of shading all of it.
  const elevation =
    (time === "day" ? (view === "interior" ? rng.range(42, 58) : rng.range(30, 42)) : time === "golden" ? rng.range(6, 11) : -6) * deg;
  const toSun: V3 = [Math.cos(elevation) * Math.sin(azimuth), Math.sin(elevation), Math.cos(elevation) * Math.cos(azimuth)];
  const presets = {
    day: {
      sky: { zenith: "#3f78b8", high: "#6f9fd0", low: "#a9c8e3", horizon: "#e2ecf1" },
      sun: { color: "#fff4e2", strength: 1 },
      ambient: "#a9b8cc",
      haze: "#d3e1ea",
      lamps: 0,
    },
    golden: {
      sky: { zenith: "#4f6f9c", high: "#9ba3bb", low: "#dcb49a", horizon: "#fbd1a0" },
      sun: { color: "#ffc27c", strength: 1.1 },
      ambient: "#8f93a8",
      haze: "#f0c99c",
      lamps: 0.45,
    },
    dusk: {
      sky: { zenith: "#15203d", high: "#2c3f6c", low: "#6f6f96", horizon: "#e39c73" },
      sun: { color: "#000000", strength: 0 },
      ambient: "#4b5675",
      haze: "#5e6588",
      lamps: 1,
    },
  } as const;
  const preset = presets[time];
  return {
    time,
    sky: preset.sky,
    sun: { azimuth, elevation, ...preset.sun },
    toSun,
    ambient: preset.ambient,
    haze: preset.haze,
    lamps: preset.lamps,
    lampColor: "#ffc481",
  };
}

/** How outdoor surfaces are lit. */
export function outdoorLighting(light: Light): Lighting {
  return { toward: light.toSun, key: shade(light.sun.color, light.sun.strength * 0.75), fill: light.ambient };
}

export const frames: Record<FrameFinish, { face: string; edge: string; sheen: string }> = {
  black: { face: "#232427", edge: "#101113", sheen: "#6b7077" },
  bronze: { face: "#4f3d2e", edge: "#2b2119", sheen: "#9b7d5e" },
  white: { face: "#e4e2dc", edge: "#aeaba4", sheen: "#ffffff" },
  wood: { face: "#8b5b37", edge: "#5a3820", sheen: "#c08d5c" },
};

export const floors: Record<Floor, { base: string; variation: number; gloss: number; joints: "planks" | "tiles" | "none" }> = {
  oak: { base: "#c7a47c", variation: 0.08, gloss: 0.18, joints: "planks" },
  walnut: { base: "#6f4b34", variation: 0.08, gloss: 0.22, joints: "planks" },
  concrete: { base: "#b3afa8", variation: 0.05, gloss: 0.32, joints: "none" },
  stone: { base: "#d9d1c3", variation: 0.05, gloss: 0.24, joints: "tiles" },
};

export const ceilings: Record<Ceiling, string> = { plaster: "#f2efea", slats: "#b98b5f" };

export const claddings: Record<Cladding, { base: string; accent: string }> = {
  stucco: { base: "#ebe6dd", accent: "#d8d1c5" },
  stone: { base: "#cdbb9f", accent: "#b19d80" },
  timber: { base: "#9a6840", accent: "#7a4f2e" },
  concrete: { base: "#bdbab3", accent: "#a5a29b" },
};

export const wallColors = ["#eeeae3", "#ebe5dc", "#e6e1da", "#f0ede8"] as const;

export const fabric = ["#d9d2c6", "#cfc6b8", "#b8ad9c", "#8f8a82", "#e6e0d6", "#6f6a62"] as const;
