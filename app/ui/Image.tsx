import { preload } from "react-dom";
import type { FocalPoint } from "~/lib/focal-point";
import { isOwnMedia, imageFormats, responsiveSetBreakpoints, scaleSizes, sizesFor, srcSet, type ResponsiveSetName } from "~/lib/media";
import { useEntrance } from "./use-entrance";

/** One image of a responsive set: another crop of the same picture for narrower screens. */
export type ImageSource = { image_url: string; width: number; height: number };
export type ResponsiveSet = Partial<Record<ResponsiveSetName, ImageSource>>;

export type ImageProps = {
  src: string;
  alt: string;
  /** Intrinsic size: sets the aspect ratio so nothing shifts while the image loads. */
  width: number;
  height: number;
  /** The container's width, as a `sizes` value; the browser picks the smallest width not below it. */
  sizes?: string;
  /** Portrait containers need 1.5x the width (SPEC §9). */
  portrait?: boolean;
  /** A block's extra size factor, on top of the portrait factor. */
  sizeFactor?: number;
  /** Narrower crops for the breakpoints of SPEC §9; `src` is the desktop_lg default. */
  responsive?: ResponsiveSet;
  /** The largest image of the first viewport: fetched at once, with high priority. */
  priority?: boolean;
  /** Plays the entrance animation, delayed by 200 ms per step of `reveal`, when it scrolls into view. */
  reveal?: number;
  /** The point a crop (object-cover) keeps in view; the centre when none. */
  focalPoint?: FocalPoint | undefined;
  className?: string;
};

// Smallest breakpoint first: the first <source> whose media matches wins.
const setsNarrowestFirst = (Object.keys(responsiveSetBreakpoints) as ResponsiveSetName[]).sort(
  (a, b) => responsiveSetBreakpoints[a] - responsiveSetBreakpoints[b],
);

function Sources({ src, width, height, sizes, media }: { src: string; width: number; height: number; sizes: string; media?: string }) {
  // Without a media query the <img> itself carries the JPEG candidates.
  const formats = media ? imageFormats : imageFormats.filter((format) => format !== "jpeg");
  return formats.map((format) => (
    <source
      key={format}
      media={media}
      type={`image/${format}`}
      srcSet={srcSet(src, width, format)}
      sizes={sizes}
      width={width}
      height={height}
    />
  ));
}

type PictureSource = { src: string; width: number; media?: string };

/**
 * Preloads the AVIF candidates of the first viewport's image from `<head>`, so the browser asks
 * for it with the first bytes of the page instead of after the header's markup. React preloads
 * a priority `<img>` by itself, but not one inside `<picture>`. Each crop gets a media range of
 * its own, so a phone never preloads the desktop crop too; a browser without AVIF skips them.
 */
function preloadPicture(sources: PictureSource[], sizes: string) {
  for (const source of sources) {
    preload(`${source.src}?w=1024&f=avif`, {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(source.src, source.width, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
      media: source.media,
    });
  }
}

/** The media ranges of the crops, narrowest first, and the default: one range per width. */
function exclusiveRanges(
  sets: { name: ResponsiveSetName; image_url: string; width: number }[],
  src: string,
  width: number,
): PictureSource[] {
  let from = 0;
  const ranges = sets.map((set) => {
    const to = responsiveSetBreakpoints[set.name];
    const media = from === 0 ? `(max-width: ${to}px)` : `(min-width: ${from}px) and (max-width: ${to}px)`;
    from = to + 1;
    return { src: set.image_url, width: set.width, media };
  });
  return [...ranges, { src, width, media: from === 0 ? undefined : `(min-width: ${from}px)` }];
}

/** The one image component of the site: AVIF/WebP/JPEG variants at the widths of SPEC §9. */
export function Image({
  src,
  alt,
  width,
  height,
  sizes = sizesFor(1),
  portrait = false,
  sizeFactor = 1,
  responsive = {},
  priority = false,
  reveal,
  focalPoint,
  className,
}: ImageProps) {
  const ref = useEntrance<HTMLImageElement>(reveal);
  const own = isOwnMedia(src);
  const neededSizes = scaleSizes(sizes, (portrait ? 1.5 : 1) * sizeFactor);
  const img = (
    <img
      ref={ref}
      src={own ? `${src}?w=1024&f=jpeg` : src}
      srcSet={own ? srcSet(src, width, "jpeg") : undefined}
      sizes={own ? neededSizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      className={className}
      style={focalPoint && { objectPosition: `${focalPoint.x}% ${focalPoint.y}%` }}
    />
  );
  const sets = setsNarrowestFirst.flatMap((name) => {
    const set = responsive[name];
    return set && isOwnMedia(set.image_url) ? [{ name, ...set }] : [];
  });
  if (!own && sets.length === 0) return img;
  if (priority && own) preloadPicture(exclusiveRanges(sets, src, width), neededSizes);
  return (
    <picture>
      {sets.map((set) => (
        <Sources
          key={set.name}
          src={set.image_url}
          width={set.width}
          height={set.height}
          sizes={neededSizes}
          media={`(max-width: ${responsiveSetBreakpoints[set.name]}px)`}
        />
      ))}
      {own ? <Sources src={src} width={width} height={height} sizes={neededSizes} /> : null}
      {img}
    </picture>
  );
}

/** SPEC §3 "Image" as content stores it, with the intrinsic size our schemas require. */
export type ContentImageField = {
  image_url: string;
  alt_text: string;
  width: number;
  height: number;
  desktop_lg_image?: ImageSource | undefined;
  focal_point?: FocalPoint | undefined;
} & { [Name in ResponsiveSetName]?: ImageSource | undefined };

/** The Image component fed straight from a content image field, with its responsive set if any. */
export function ContentImage({
  image,
  ...props
}: { image: ContentImageField } & Omit<ImageProps, "src" | "alt" | "width" | "height" | "responsive">) {
  const main = image.desktop_lg_image ?? image;
  const responsive: ResponsiveSet = {
    desktop_image: image.desktop_image,
    tablet_image: image.tablet_image,
    mobile_image: image.mobile_image,
  };
  const shown = { src: main.image_url, alt: image.alt_text, width: main.width, height: main.height, focalPoint: image.focal_point };
  return <Image {...shown} responsive={responsive} {...props} />;
}
