import type { Scene } from "./scene";

export type DemoImage = { file: string; width: number; height: number; scene: Scene };

export const demoImages: DemoImage[] = [
  {
    file: "home/hero.jpg",
    width: 2560,
    height: 1440,
    scene: { seed: 11, time: "golden", view: "interior", opening: "folding", setting: "ocean" },
  },
  {
    file: "home/folding.jpg",
    width: 1600,
    height: 2000,
    scene: { seed: 21, time: "day", view: "interior", opening: "folding", setting: "garden" },
  },
  {
    file: "home/sliding.jpg",
    width: 1600,
    height: 2000,
    scene: { seed: 31, time: "dusk", view: "exterior", opening: "sliding", setting: "hills" },
  },
  {
    file: "home/swing.jpg",
    width: 1600,
    height: 2000,
    scene: { seed: 41, time: "day", view: "exterior", opening: "swing", setting: "garden" },
  },
  {
    file: "home/indoor-outdoor.jpg",
    width: 1600,
    height: 1100,
    scene: { seed: 51, time: "golden", view: "exterior", opening: "folding", setting: "pool" },
  },
  {
    file: "home/craft.jpg",
    width: 1600,
    height: 1100,
    scene: { seed: 61, time: "day", view: "interior", opening: "sliding", setting: "hills" },
  },
  {
    file: "home/not-found.jpg",
    width: 2560,
    height: 1200,
    scene: { seed: 71, time: "dusk", view: "interior", opening: "folding", setting: "ocean" },
  },
  {
    file: "navigation/featured-folding.jpg",
    width: 1024,
    height: 768,
    scene: { seed: 81, time: "day", view: "exterior", opening: "folding", setting: "pool" },
  },
  {
    file: "navigation/featured-gallery.jpg",
    width: 1024,
    height: 768,
    scene: { seed: 91, time: "golden", view: "interior", opening: "sliding", setting: "ocean" },
  },
  {
    file: "navigation/featured-learn.jpg",
    width: 1024,
    height: 768,
    scene: { seed: 101, time: "dusk", view: "exterior", opening: "sliding", setting: "hills" },
  },
  {
    file: "navigation/featured-professionals.jpg",
    width: 1024,
    height: 768,
    scene: { seed: 111, time: "day", view: "exterior", opening: "folding", setting: "garden" },
  },
  {
    file: "navigation/featured-support.jpg",
    width: 1024,
    height: 768,
    scene: { seed: 121, time: "day", view: "exterior", opening: "swing", setting: "garden" },
  },
  {
    file: "navigation/featured-about.jpg",
    width: 1024,
    height: 768,
    scene: { seed: 131, time: "dusk", view: "interior", opening: "sliding", setting: "ocean" },
  },
];
