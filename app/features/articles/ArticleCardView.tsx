import { Link } from "react-router";
import { ContentImage } from "~/ui/Image";
import type { ArticleCard } from "./article-card";
import { useLocale } from "~/i18n/LocaleProvider";
import { formatPublicationDate } from "~/i18n/units/dates";

type ArticleCardViewProps = { post: ArticleCard; showDate: boolean; wide?: boolean };

/** A listing card: image, optional date and title, the whole card one link. */
export function ArticleCardView({ post, showDate, wide = false }: ArticleCardViewProps) {
  const { tag } = useLocale();
  return (
    <article className={`group relative flex flex-col ${wide ? "col-span-2" : ""}`}>
      <div className={`overflow-hidden bg-sand ${wide ? "aspect-[2/1]" : "aspect-[4/3]"}`}>
        {post.image ? (
          <ContentImage
            image={post.image}
            sizes={wide ? "(min-width: 1024px) 66vw, 100vw" : "(min-width: 1024px) 33vw, 50vw"}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="pt-4">
        {showDate && post.publicationDate ? (
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-stone">
            <time dateTime={post.publicationDate.slice(0, 10)}>{formatPublicationDate(post.publicationDate, tag)}</time>
          </p>
        ) : null}
        <h3 className={`mt-2 font-light tracking-tight text-ink ${wide ? "text-2xl md:text-3xl" : "text-lg md:text-xl"}`}>
          <Link to={post.path} className="after:absolute after:inset-0 hover:text-bronze-dark">
            {post.title}
          </Link>
        </h3>
      </div>
    </article>
  );
}
