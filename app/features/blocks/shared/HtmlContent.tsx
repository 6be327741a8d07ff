/** HTML from a content field listed in `htmlFieldNames`; it was sanitised when it entered the store. */
export function HtmlContent({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
