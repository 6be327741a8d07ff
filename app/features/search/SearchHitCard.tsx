import { Link } from "react-router";
import { ContentImage } from "~/ui/Image";
import { type SearchHit, hitHref } from "./hit";

/** Normal-mode result (SPEC §2): image, title and the page's path as text, with the matched words. */
export function SearchHitCard({ hit }: { hit: SearchHit }) {
  const href = hitHref(hit);
  return (
    <li className="group relative flex flex-col">
      <div className="aspect-[4/3] overflow-hidden bg-sand">
        {hit.content.image ? (
          <ContentImage
            image={hit.content.image}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <h2 className="mt-3 text-lg font-light tracking-tight">
        <Link to={href} className="after:absolute after:inset-0 hover:text-bronze-dark">
          {hit.content.title}
        </Link>
      </h2>
      <p className="mt-1 truncate text-xs text-stone">{hit.paths[0] ?? ""}</p>
      {/* The snippet is escaped text with <mark> only (snippet.ts). */}
      <p
        className="mt-2 line-clamp-4 text-sm leading-relaxed text-stone [&_mark]:bg-sand [&_mark]:font-semibold [&_mark]:text-ink"
        dangerouslySetInnerHTML={{ __html: hit.snippet }}
      />
    </li>
  );
}

/** Content-mode result (SPEC §2): one compact line. */
export function SearchHitLine({ hit, date }: { hit: SearchHit; date: string | null }) {
  return (
    <li className="border-b border-line py-5">
      <h2 className="text-xl font-light tracking-tight">
        <Link to={hitHref(hit)} className="hover:text-bronze-dark hover:underline">
          {hit.content.title}
        </Link>
      </h2>
      {date ? <p className="mt-1 text-xs font-semibold uppercase tracking-[0.14em] text-stone">{date}</p> : null}
      <p
        className="mt-2 text-sm leading-relaxed text-stone [&_mark]:bg-sand [&_mark]:font-semibold [&_mark]:text-ink"
        dangerouslySetInnerHTML={{ __html: hit.snippet }}
      />
    </li>
  );
}
