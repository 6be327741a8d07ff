import type { BlockProps } from "~/features/blocks";
import { useLocale } from "~/i18n/LocaleProvider";
import { formatPublicationDate } from "~/i18n/units/dates";
import { ContentImage } from "~/ui/Image";

/** An article's hero image with its alt text, and its publication date (SPEC §2 article detail). */
export function BlogDetail({ value }: BlockProps<"blog_detail">) {
  const { tag } = useLocale();
  return (
    <div className="mx-auto max-w-(--container-page) px-6 md:px-10">
      <ContentImage image={value.blog_image} sizes="(min-width: 1440px) 1360px, 100vw" priority className="h-auto w-full" />
      <p className="mt-6 text-xs font-semibold uppercase tracking-[0.14em] text-stone">
        <time dateTime={value.publication_date.slice(0, 10)}>{formatPublicationDate(value.publication_date, tag)}</time>
      </p>
    </div>
  );
}
