import { defineBlock } from "../define-block";
import { BladeFlexHeroValue } from "./schema";

export const bladeFlexHeroBlock = defineBlock({
  renderName: "blade_flex_hero",
  schema: BladeFlexHeroValue,
  palette: { name: "Hero with side column", description: "A large photograph with its copy in a column beside or over it." },
  pageHeading: true,
});
