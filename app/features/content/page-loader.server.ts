import { data } from "react-router";
import type { AppServices } from "../../services.server";
import { prepareBlocks } from "../blocks/index.server";
import type { ParsedBlock } from "../blocks";
import type { ContentPage } from "./schema";

export type ContentPageData = { page: Omit<ContentPage, "elements">; blocks: ParsedBlock[] };

export const NOT_FOUND_PATH = "/404";

/** `/about/` and `/about` are one page; the root stays `/`. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function toPageData(services: AppServices, page: ContentPage): ContentPageData {
  const { elements, ...rest } = page;
  return { page: rest, blocks: prepareBlocks(elements, services.log) };
}

/**
 * The landing page component's loader (SPEC §2): the published page at `pathname`, or the
 * not-found page with status 404. Throws a bare 404 only when even that page is missing.
 */
export async function loadContentPage(services: AppServices, pathname: string, status: 200 | 404 = 200) {
  const page = await services.content.pageByPath(normalisePath(pathname));
  if (page && page.elements.length > 0) return data(toPageData(services, page), { status });
  const notFound = await services.content.pageByPath(NOT_FOUND_PATH);
  if (!notFound) throw data(null, { status: 404 });
  return data(toPageData(services, notFound), { status: 404 });
}
