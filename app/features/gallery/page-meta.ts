import { href, type MetaDescriptor } from "react-router";
import { embedUrl } from "~/ui/video-embed";
import type { SiteConfig } from "~/lib/site-config";
import { itemListStructuredData, seoMeta, videoStructuredData } from "~/features/seo";
import type { ContentPageData } from "~/features/content";
import type { ImageGalleryData, VideoDetailData, VideoGalleryData } from "./routes.server";
import { videoCategoryPath, videoPath } from "./video-links";

/** The head of a gallery page: its category in the title and its first items as an ItemList. */
export function galleryMeta(data: ImageGalleryData | VideoGalleryData, site: SiteConfig): MetaDescriptor[] {
  const images = data.kind === "images";
  // The category's own address, as the sitemap spells it: /image-gallery, another spelling of the
  // category (/category/RESIDENTIAL) and a Load More count (?count=) are the same page.
  const path = images ? href("/image-gallery/category/:category", { category: data.category }) : videoCategoryPath(data.category);
  const name = images ? `${data.category} Image Gallery` : `${data.category.name} | Video Gallery`;
  const first = images ? data.pictures[0] : data.videos[0];
  const items = images
    ? data.pictures.map((picture) => ({ name: picture.title, url: path, image: picture.src }))
    : data.videos.map((video) => ({ name: video.title, url: videoPath(video.slug, undefined), image: video.src }));
  return seoMeta(
    {
      title: `${name} | ${site.brand}`,
      description: images
        ? `${data.category} projects with ${site.brand} folding, sliding and swing glass doors: ${data.total} photographs.`
        : `${data.category.name}: ${site.brand} product overviews, interactive tours and how-to videos.`,
      image: first ? { url: first.src, alt: first.alt } : undefined,
      location: { pathname: path },
      breadcrumb: [
        { label: site.brand, path: "/" },
        { label: images ? "Image Gallery" : "Video Gallery", path: images ? href("/image-gallery") : href("/video-gallery") },
        { label: images ? data.category : data.category.name },
      ],
      structuredData: [itemListStructuredData(items, site)],
    },
    site,
  );
}

/** The head of a video page, with its VideoObject (SPEC §7 structured data). */
export function videoMeta({ video, playable }: VideoDetailData, site: SiteConfig): MetaDescriptor[] {
  const path = videoPath(video.slug, undefined);
  const raw = video.video_platform === "raw_url";
  return seoMeta(
    {
      title: `${video.title} | Video Gallery | ${site.brand}`,
      description: video.description,
      image: { url: video.src, alt: video.alt },
      location: { pathname: path },
      breadcrumb: [{ label: site.brand, path: "/" }, { label: "Video Gallery", path: href("/video-gallery") }, { label: video.title }],
      structuredData: [
        videoStructuredData(
          {
            name: video.title,
            description: video.description,
            url: path,
            thumbnailUrl: video.src,
            uploadDate: video.created_at,
            contentUrl: raw ? video.video_id : undefined,
            embedUrl: playable && !raw ? embedUrl({ video_provider: video.video_platform, video_id: video.video_id }) : undefined,
          },
          site,
        ),
      ],
    },
    site,
  );
}

/** The head of the not-found answer to an unknown category or video: never indexed. */
export function notFoundMeta(data: ContentPageData | undefined, site: SiteConfig): MetaDescriptor[] {
  const title = data?.page.metadata.metaTitle || `${data?.page.title ?? "Page not found"} | ${site.brand}`;
  return seoMeta({ title, noIndex: true, location: { pathname: href("/404") } }, site);
}
