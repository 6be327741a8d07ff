import { Breadcrumb } from "~/ui/Breadcrumb";
import { ButtonLink } from "~/ui/ButtonLink";
import { RenderBlocks } from "../blocks";
import type { ArticlePageData } from "./routes.server";
import { ShareButtons } from "./ShareButtons";

/**
 * SPEC §2 article detail: breadcrumbs, hero image with alt text, publication date, title, share
 * buttons, the body blocks and a 'view all' button back to the listing.
 */
export function ArticleView({ data }: { data: ArticlePageData }) {
  return (
    <article>
      <Breadcrumb items={data.breadcrumb} />
      {data.detail ? <RenderBlocks blocks={[data.detail]} preview={data.preview} /> : null}
      <header className="mx-auto max-w-(--container-page) px-6 pt-3 pb-6 md:px-10">
        <h1 className="max-w-4xl text-4xl font-light tracking-tight text-balance md:text-5xl">{data.page.title}</h1>
        <div className="mt-6">
          <ShareButtons page={data.share} />
        </div>
      </header>
      <RenderBlocks blocks={data.body} preview={data.preview} />
      <div className="mx-auto flex max-w-(--container-page) justify-center px-6 py-12 md:px-10">
        <ButtonLink href={data.viewAll.path} theme="secondary">
          {data.viewAll.label}
        </ButtonLink>
      </div>
    </article>
  );
}
