import { defineBlock } from "~/features/blocks/index.server";
import { LatestPostHeroValue } from "./schema";

export const latestPostHeroBlock = defineBlock({
  renderName: "latest_post_hero",
  schema: LatestPostHeroValue,
  palette: { name: "Latest post", description: "The newest post of one kind, with a Read link." },
});
