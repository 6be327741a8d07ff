import type { RouterContextProvider, UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { type ContentPageData, pageMeta } from "./features/content";
import { withMeta } from "./lib/loader-meta";
import { pageLocation, pageSite } from "./services.server";

/** A content page's answer with its meta tags, written on the server (docs/decisions/0056). */
export const withContentMeta = <A extends ContentPageData | DataWithResponseInit<ContentPageData>>(
  context: Readonly<RouterContextProvider>,
  url: URL,
  answer: A,
) => withMeta(answer, (page) => pageMeta(page as ContentPageData, pageSite(context), pageLocation(context, url)));
