import type { DemoEntity } from "../demo-entity";

export const components: DemoEntity[] = [];
