import type { DemoEntity } from "../demo-entity";
import { home } from "./home";
import { notFound } from "./not-found";

export const pages: DemoEntity[] = [home, notFound];
