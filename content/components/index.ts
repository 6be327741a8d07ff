import type { DemoEntity } from "../demo-entity";
import { featuredTiles } from "./featured-tiles";
import { notificationBar } from "./notification-bar";

export const components: DemoEntity[] = [notificationBar, ...featuredTiles];
