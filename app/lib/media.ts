/** Responsive widths of SPEC §9; the browser picks the smallest not below the needed size. */
export const imageWidths = [120, 320, 575, 1024, 1440, 1920, 2560] as const;
export type ImageWidth = (typeof imageWidths)[number];
export const imageFormats = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** Only images in our own storage have resized variants; anything else is used as given. */
export function isOwnMedia(src: string): boolean {
  return src.startsWith("/media/");
}

export function variantUrl(src: string, width: ImageWidth, format: ImageFormat): string {
  return `${src}?w=${width}&f=${format}`;
}

/** A small preview of an image for the admin's screens: a variant of our own media, anything else as it is. */
export function previewSrc(src: string, width: ImageWidth): string {
  return isOwnMedia(src) ? variantUrl(src, width, "webp") : src;
}

export function srcSet(src: string, intrinsicWidth: number, format: ImageFormat): string {
  const widths = imageWidths.filter((width) => width < intrinsicWidth);
  const largest = imageWidths.find((width) => width >= intrinsicWidth) ?? imageWidths[imageWidths.length - 1];
  return [...widths, largest]
    .filter((width, index, all) => all.indexOf(width) === index)
    .map((width) => `${variantUrl(src, width as ImageWidth, format)} ${width}w`)
    .join(", ");
}

/**
 * The `sizes` value for an image that fills `viewportFraction` of the viewport. Portrait
 * containers need 1.5x (SPEC §9), and a block may ask for more with a size factor.
 */
export function sizesFor(viewportFraction: number, options: { portrait?: boolean; sizeFactor?: number } = {}): string {
  const factor = viewportFraction * (options.portrait ? 1.5 : 1) * (options.sizeFactor ?? 1);
  return `${Math.round(factor * 100)}vw`;
}

/**
 * Scales every length of a `sizes` value (`50vw`, `390px`, `calc(...)` terms) by `factor`, so a
 * portrait container (1.5x) or a block's size factor asks the browser for a larger candidate.
 */
export function scaleSizes(sizes: string, factor: number): string {
  if (factor === 1) return sizes;
  return sizes
    .split(/,(?![^(]*\))/)
    .map((entry) => {
      const candidate = entry.trim();
      // The length is the last term: a bare length or a calc(); what precedes it is the media condition.
      const length = /(calc\(.*\)|[\d.]+(?:vw|px))$/.exec(candidate)?.[1] ?? "";
      const condition = candidate.slice(0, candidate.length - length.length);
      const scaled = length.replace(
        /(\d+(?:\.\d+)?)(vw|px)/g,
        (_, value: string, unit: string) => `${Math.round(Number(value) * factor)}${unit}`,
      );
      return `${condition}${scaled}`;
    })
    .join(", ");
}

/**
 * Responsive image sets of SPEC §9: desktop_lg is the default, and a smaller set, when the
 * content has one, replaces it at and below its breakpoint (1230, 801 and 450 px; desktop_lg is
 * drawn for screens up to 1680 px and beyond).
 */
export const responsiveSetBreakpoints = { desktop_image: 1230, tablet_image: 801, mobile_image: 450 } as const;
export type ResponsiveSetName = keyof typeof responsiveSetBreakpoints;
