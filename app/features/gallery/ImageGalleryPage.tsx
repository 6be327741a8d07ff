import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { href, Link, useLocation, useNavigation } from "react-router";
import { Image } from "~/ui/Image";
import { Spinner } from "~/ui/Spinner";
import { imageCategories } from "./categories";
import { GalleryHeader } from "./GalleryHeader";
import { nextVisibleCount, showsLoadMore } from "./load-more";
import type { ImageGalleryData } from "./routes.server";

// The lightbox's code is fetched when a visitor first opens a picture, not with the page.
const Lightbox = /* @__PURE__ */ lazy(() => import("./Lightbox"));

const gridSizes = "(min-width: 1200px) 25vw, (min-width: 640px) 50vw, 100vw";

/** SPEC §2 "Image gallery": category bar, grid, Load More and the full-screen lightbox. */
export function ImageGalleryPage({ category, pictures, total, visibleCount }: ImageGalleryData) {
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const [shown, setShown] = useState<number | null>(null);
  const [lightboxLoaded, setLightboxLoaded] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusFrom = useRef<number | null>(null);

  // After Load More, the keyboard goes on at the first picture that arrived.
  useEffect(() => {
    const first = focusFrom.current;
    if (first !== null && pictures.length > first) {
      buttons.current[first]?.focus();
      focusFrom.current = null;
    }
  }, [pictures.length]);

  const open = (index: number) => {
    setLightboxLoaded(true);
    setShown(index);
  };

  return (
    <>
      <GalleryHeader
        title={`${category} Gallery`}
        intro="Projects by our customers, architects and builders: rooms opened to the outdoors with folding, sliding and swing glass doors."
        label="Image gallery categories"
        tabs={imageCategories.map((name) => ({
          label: name,
          to: href("/image-gallery/category/:category", { category: name }),
          current: name === category,
        }))}
      />
      <section aria-label={`${category} projects`} className="mx-auto max-w-(--container-page) px-6 py-10 md:px-10">
        <p className="mb-6 text-sm text-stone" aria-live="polite">
          Showing {pictures.length} of {total} projects
        </p>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4 xl:gap-6">
          {pictures.map((picture, index) => (
            <li key={picture.id}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                aria-haspopup="dialog"
                aria-label={`${picture.title}: view larger`}
                onClick={() => open(index)}
                className="group relative block w-full overflow-hidden bg-sand text-left"
              >
                <Image
                  src={picture.src}
                  alt={picture.alt}
                  width={picture.width}
                  height={picture.height}
                  sizes={gridSizes}
                  priority={index === 0}
                  className="aspect-[3/2] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-4 pt-10 pb-3 text-white">
                  {picture.title}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex min-h-12 justify-center">
          {loading ? <Spinner /> : null}
          {showsLoadMore(visibleCount, total, loading) ? (
            <Link
              to={`?count=${nextVisibleCount(visibleCount)}`}
              replace
              preventScrollReset
              onClick={() => {
                focusFrom.current = pictures.length;
              }}
              className="inline-flex items-center border border-ink px-8 py-3 text-sm font-semibold tracking-wide uppercase hover:bg-ink hover:text-white"
            >
              Load More
            </Link>
          ) : null}
        </div>
      </section>
      {lightboxLoaded ? (
        <Suspense fallback={null}>
          <Lightbox
            pictures={pictures}
            index={shown}
            onMove={setShown}
            onClose={() => {
              if (shown !== null) buttons.current[shown]?.focus();
              setShown(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
