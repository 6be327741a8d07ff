import type { DemoEntity } from "../demo-entity";
import { enCA } from "./en-CA";
import { frCA } from "./fr-CA";

/** The demo content's translations, by locale: each entity names the en-US path it translates. */
export const translations: readonly { locale: string; entities: readonly DemoEntity[] }[] = [
  { locale: "en-CA", entities: enCA },
  { locale: "fr-CA", entities: frCA },
];
