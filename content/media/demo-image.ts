import type { Scene } from "./scene";

/** A demo photograph: the file it is written to, its size and the scene it is rendered from. */
export type DemoImage = { file: string; width: number; height: number; scene: Scene };
