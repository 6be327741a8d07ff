import { Link } from "react-router";
import type { AboutLink } from "../product-lines";

/** SPEC §2 "about this product": every material of the product's line. */
export function AboutThisProduct({ about }: { about: { title: string; links: AboutLink[] } }) {
  return (
    <nav aria-labelledby="about-this-product" className="bg-ink text-white print:hidden">
      <div className="mx-auto max-w-(--container-page) px-6 py-14 md:px-10">
        <h2 id="about-this-product" className="mb-6 text-sm font-semibold uppercase tracking-[0.2em] text-white/80">
          {about.title}
        </h2>
        <ul className="flex flex-wrap gap-3">
          {about.links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                aria-current={link.current ? "page" : undefined}
                className="inline-flex min-h-11 items-center border border-white/40 px-5 text-sm tracking-wide transition-colors hover:border-white hover:bg-white hover:text-ink aria-[current=page]:border-white aria-[current=page]:bg-white aria-[current=page]:text-ink"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
