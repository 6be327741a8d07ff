import { z } from "zod";
import { text } from "../shared/schema";

/** An HTML embed (a video iframe, a map...), sanitised when stored; empty renders nothing (SPEC §5). */
export const CodeSnippetValue = z.object({ code_snippet: text(20000).default("") });
