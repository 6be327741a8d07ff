import { z } from "zod";
import { text } from "../shared/schema";

/** Rich text as HTML (sanitised when stored); with no value it renders nothing (SPEC §5). */
export const BasicHtmlValue = z.object({ basic_html: text(50000).default("").meta({ label: "Text" }) });
