import { defineBlock } from "../define-block";
import { BladeLargeHeroValue } from "./schema";

export const bladeLargeHeroBlock = defineBlock({
  renderName: "blade_large_hero",
  schema: BladeLargeHeroValue,
  palette: { name: "Large hero", description: "A full-width photograph with a title, subtitle and buttons." },
  pageHeading: true,
});
