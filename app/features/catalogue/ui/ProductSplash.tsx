import { Image } from "~/ui/Image";
import { SPLASH_SIZE } from "../facts/images";
import type { ProductEntry } from "../types";

/** The splash photograph with the product's labels; "dark" puts light text over a darkened image. */
export function ProductSplash({ product }: { product: ProductEntry }) {
  const dark = product.splash_text_theme === "dark";
  return (
    <section className="relative isolate flex min-h-[min(660px,80svh)] overflow-hidden">
      <Image
        src={product.splash_url}
        alt={product.alt_text}
        {...SPLASH_SIZE}
        priority
        sizes="(orientation: portrait) 180vw, 100vw"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div
        className={`absolute inset-0 -z-10 ${dark ? "bg-gradient-to-t from-black/70 via-black/25 to-transparent" : "bg-gradient-to-t from-white/85 via-white/40 to-transparent"}`}
      />
      <div
        className={`mx-auto flex w-full max-w-(--container-page) flex-col justify-end gap-3 px-6 pt-32 pb-12 md:px-10 md:pb-20 ${dark ? "text-white" : "text-ink"}`}
      >
        <p className="text-sm font-semibold uppercase tracking-[0.24em]">{product.major_label}</p>
        <h1 className="text-5xl font-light tracking-tight md:text-7xl">{product.minor_label}</h1>
        <p className="max-w-2xl text-lg md:text-xl">{product.tagline}</p>
      </div>
    </section>
  );
}
