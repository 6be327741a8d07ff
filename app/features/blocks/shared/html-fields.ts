/**
 * Names of block value fields that hold HTML. The content service sanitises these (and only
 * these) when content enters the store; components render them with `HtmlContent` and never as
 * plain text, so a stored `&amp;` always means `&`.
 */
export const htmlFieldNames: ReadonlySet<string> = new Set(["basic_html", "copy_text", "answer", "code_snippet", "rich_text"]);
