import type { CatalogueImage, Slide } from "../types";

/** Every splash photograph is rendered at this size (content/media/images.ts). */
export const SPLASH_SIZE = { width: 1920, height: 1080 } as const;

export const splashUrl = (key: string) => `/media/products/${key}.jpg`;

export function productImage(key: string, alt: string): CatalogueImage {
  return { image_url: splashUrl(key), alt_text: alt, ...SPLASH_SIZE };
}

export function slide(key: string, alt: string, label: string, desc: string): Slide {
  return { ...productImage(key, alt), slide_label: label, slide_desc: desc };
}
