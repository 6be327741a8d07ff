import type { ConsentChoice } from "./consent";

export const allGranted: ConsentChoice = { preferences: true, statistics: true, marketing: true };
export const allDenied: ConsentChoice = { preferences: false, statistics: false, marketing: false };
