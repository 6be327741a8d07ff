import { z } from "zod";
import { text } from "../shared/schema";

/** An HTML embed (a video iframe, a map...), sanitised when stored; empty renders nothing (SPEC §5). */
export const CodeSnippetValue = z.object({
  code_snippet: text(20000).default("").meta({
    label: "HTML to embed",
    hint: "The code a map or video service gives to embed it. Only iframes and markup the site allows are kept.",
  }),
});
