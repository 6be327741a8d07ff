import type { PageVersion } from "../app/features/content";

/** One entity of the demo content, as a file in content/. */
export type DemoEntity = {
  type: string;
  path: string;
  slug?: string;
  tags?: string[];
  publicationDate?: string;
  published?: PageVersion;
  draft?: PageVersion;
};
