export type Time = "day" | "golden" | "dusk";
export type View = "interior" | "exterior";
export type Opening = "folding" | "sliding" | "swing";
export type Setting = "ocean" | "hills" | "garden" | "pool" | "city" | "resort" | "restaurant" | "campus";
export type FrameFinish = "black" | "bronze" | "white" | "wood";
export type Floor = "oak" | "walnut" | "concrete" | "stone";
export type Ceiling = "plaster" | "slats";
export type Cladding = "stucco" | "stone" | "timber" | "concrete";
export type Room = "living" | "dining" | "restaurant" | "workspace";
export type Stack = "left" | "right" | "both";

/** Parameters of a generated "photograph"; everything optional is derived from the seed when absent. */
export type Scene = {
  seed: number;
  time: Time;
  view: View;
  opening: Opening;
  setting: Setting;
  frame?: FrameFinish;
  /** Where opened panels park. */
  stack?: Stack;
  /** 0 closed .. 1 fully open. */
  open?: number;
  floor?: Floor;
  ceiling?: Ceiling;
  cladding?: Cladding;
  room?: Room;
};

export type ResolvedScene = Required<Scene>;
