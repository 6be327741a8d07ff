/** SPEC §9: the description and keywords of a page whose metadata names none. */
export const defaultMetaDescription =
  "Folding, sliding and swing glass door systems, screens and windows that open whole walls to the outdoors. Explore products, finishes, galleries and technical documents.";

export const defaultMetaKeywords =
  "folding glass doors, sliding glass doors, swing doors, bifold doors, glass walls, door screens, windows, indoor outdoor living";

/** The share image of a page that shows none of its own: the home page hero. */
export const defaultShareImage = { url: "/media/home/hero.jpg", alt: "A folding glass wall opened onto an ocean view at golden hour" };

/** Social networks crop share images near 1.91:1; 1440 px wide is one of the media widths (SPEC §9). */
const SHARE_IMAGE_WIDTH = 1440;

/** A storage image is shared as its 1440 px JPEG variant, which every network reads; other addresses as given. */
export function shareImagePath(url: string): string {
  return /^\/media\/[^?#]+\.(?:jpe?g|png|webp|avif)$/i.test(url) ? `${url}?w=${SHARE_IMAGE_WIDTH}&f=jpeg` : url;
}
