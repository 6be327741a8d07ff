import { isOwnMedia, sizesFor, srcSet } from "~/lib/media";

export type ImageProps = {
  src: string;
  alt: string;
  /** Intrinsic size: sets the aspect ratio so nothing shifts while the image loads. */
  width: number;
  height: number;
  sizes?: string;
  /** The largest image of the first viewport: fetched at once, with high priority. */
  priority?: boolean;
  className?: string;
};

/** The one image component of the site: AVIF/WebP/JPEG variants at the widths of SPEC §9. */
export function Image({ src, alt, width, height, sizes = sizesFor(1), priority = false, className }: ImageProps) {
  const own = isOwnMedia(src);
  const img = (
    <img
      src={own ? `${src}?w=1024&f=jpeg` : src}
      srcSet={own ? srcSet(src, width, "jpeg") : undefined}
      sizes={own ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      className={className}
    />
  );
  if (!own) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(src, width, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(src, width, "webp")} sizes={sizes} />
      {img}
    </picture>
  );
}

/** SPEC §3 "Image" as content stores it, with the intrinsic size our schemas require. */
export type ContentImageField = { image_url: string; alt_text: string; width: number; height: number };

/** The Image component fed straight from a content image field. */
export function ContentImage({ image, ...props }: { image: ContentImageField } & Omit<ImageProps, "src" | "alt" | "width" | "height">) {
  return <Image src={image.image_url} alt={image.alt_text} width={image.width} height={image.height} {...props} />;
}
