import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Pagination } from "~/ui/Pagination";
import type { BlockProps } from "~/features/blocks";
import { ArticleCardView } from "../../ArticleCardView";
import { articleTypes } from "../../article-types";
import { DirectorySearch } from "../../DirectorySearch";
import { useArticleListings } from "../../listings-context";

function pageHref(pathname: string, page: number): string {
  return page === 1 ? pathname : `${pathname}?page=${page}`;
}

/**
 * SPEC §2 "Blog listing": a grid 3 columns wide and 2 on small screens, the first card two
 * columns wide; pages keep the URL (`?page=`), and a page change brings the list into view.
 */
export function ContentDirectory({ value }: BlockProps<"content_directory">) {
  const directory = useArticleListings().directories[value.content_type];
  const { pathname } = useLocation();
  const list = useRef<HTMLElement>(null);
  const shownPage = useRef(directory?.page);
  const label = articleTypes[value.content_type].label;

  useEffect(() => {
    if (directory && shownPage.current !== directory.page) list.current?.scrollIntoView({ block: "start" });
    shownPage.current = directory?.page;
  }, [directory]);

  if (!directory) return null;
  return (
    <section ref={list} aria-label={value.title ?? label} className="mx-auto max-w-(--container-page) scroll-mt-24 px-6 py-10 md:px-10">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        {value.title ? <h2 className="text-3xl font-light tracking-tight md:text-4xl">{value.title}</h2> : <span />}
        {value.show_search ? <DirectorySearch contentType={value.content_type} label={label} /> : null}
      </div>
      {directory.posts.length === 0 ? (
        <p className="text-stone">{`No ${label.toLowerCase()} entries yet.`}</p>
      ) : (
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-3">
          {directory.posts.map((post, index) => (
            <ArticleCardView key={post.path} post={post} showDate={value.show_date} wide={index === 0} />
          ))}
        </div>
      )}
      <Pagination
        page={directory.page}
        total={directory.total}
        pageSize={directory.pageSize}
        hrefFor={(page) => pageHref(pathname, page)}
        preventScrollReset
      />
    </section>
  );
}
