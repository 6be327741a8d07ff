import { Link } from "react-router";
import { buttonClass } from "~/ui/ButtonLink";
import { ContentImage } from "~/ui/Image";
import { type BlockProps, Kicker } from "~/features/blocks";
import { useLocale } from "~/i18n/LocaleProvider";
import { formatPublicationDate } from "~/i18n/units/dates";
import { useArticleListings } from "../../listings-context";

/** SPEC §2: the newest post of a type, large, with a Read link; nothing when there is none. */
export function LatestPostHero({ value }: BlockProps<"latest_post_hero">) {
  const { tag } = useLocale();
  const post = useArticleListings().latest[value.content_type];
  if (!post) return null;
  return (
    <section aria-labelledby="latest-post-title" className="mx-auto max-w-(--container-page) px-6 py-10 md:px-10 md:py-14">
      <div className="grid items-center gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12">
        <div className="aspect-[16/10] overflow-hidden bg-sand">
          {post.image ? (
            <ContentImage image={post.image} sizes="(min-width: 1024px) 60vw, 100vw" priority className="size-full object-cover" />
          ) : null}
        </div>
        <div>
          <Kicker>{value.kicker}</Kicker>
          {post.publicationDate ? (
            <p className="mt-2 text-sm text-stone">
              <time dateTime={post.publicationDate.slice(0, 10)}>{formatPublicationDate(post.publicationDate, tag)}</time>
            </p>
          ) : null}
          <h2 id="latest-post-title" className="mt-3 text-3xl font-light tracking-tight md:text-4xl">
            {post.title}
          </h2>
          {post.description ? <p className="mt-4 leading-relaxed text-stone">{post.description}</p> : null}
          <Link to={post.path} className={`${buttonClass("primary")} mt-8`}>
            {value.read_text}
            <span className="sr-only">: {post.title}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
