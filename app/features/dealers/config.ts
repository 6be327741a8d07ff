import { z } from "zod";

/**
 * The dealer locator's environment variables, part of the process configuration (server/config.ts);
 * README's configuration table describes them.
 */
export const dealerConfigShape = {
  // The MapLibre style the locator's "Show map" draws (a hosted style, or one served beside the site); unset, no map is offered.
  MAP_STYLE_URL: z.url({ protocol: /^https?$/ }).optional(),
};

export type DealerConfig = z.output<z.ZodObject<typeof dealerConfigShape>>;

/** What the map needs the CSP to allow: the style's origin, where its tiles, glyphs and sprites are expected too. */
export function dealerMapSources(config: DealerConfig) {
  const origins = config.MAP_STYLE_URL ? [new URL(config.MAP_STYLE_URL).origin] : [];
  return { script: [], frame: [], connect: origins, form: [] };
}
