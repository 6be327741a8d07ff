import { Parser } from "htmlparser2";

/** Elements that start a line of their own. */
const lineElements = new Set([
  "p",
  "div",
  "section",
  "article",
  "header",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "blockquote",
  "pre",
  "figure",
  "figcaption",
  "table",
  "caption",
  "tr",
  "hr",
]);
/** Elements whose content no reader sees as text. */
const hiddenElements = new Set(["script", "style", "template", "noscript", "head", "title", "svg", "math"]);

/** The last part of an address, as a file is named: "/media/doors/dusk.jpg" → "dusk.jpg". */
export function fileNameOf(address: string): string {
  const path = address.split(/[?#]/)[0] ?? "";
  return path.slice(path.lastIndexOf("/") + 1) || address;
}

/**
 * Rich text as a reader takes it in: its words, a line per paragraph, heading or list item, a link
 * as its words and its address, an image by its alternative text (or file name), an embedded
 * player by its address. Any HTML, however broken, gives text and never markup.
 */
export function htmlAsText(html: string): string {
  const lines: string[] = [];
  let line = "";
  let hidden = 0;
  let preformatted = 0;
  const links: { href: string; start: number }[] = [];
  const endLine = () => {
    if (line.trim() !== "") lines.push(line.trim());
    line = "";
  };
  const write = (text: string) => {
    if (hidden > 0) return;
    if (preformatted > 0) {
      line += text;
      return;
    }
    const words = text.replace(/\s+/g, " ");
    line += line.endsWith(" ") && words.startsWith(" ") ? words.slice(1) : words;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (hiddenElements.has(name)) hidden += 1;
        if (hidden > 0) return;
        if (lineElements.has(name)) endLine();
        if (name === "pre") preformatted += 1;
        if (name === "li") line += "• ";
        if (name === "br") {
          if (preformatted > 0) line += "\n";
          else endLine();
        }
        if (name === "img") write(` ${attributes.alt?.trim() || fileNameOf(attributes.src ?? "")} `);
        if (name === "iframe") write(` ${attributes.title?.trim() || "Embedded player"} (${attributes.src ?? ""}) `);
        if (name === "a") links.push({ href: attributes.href?.trim() ?? "", start: line.length });
      },
      ontext: write,
      onclosetag(name) {
        if (hiddenElements.has(name)) {
          hidden = Math.max(0, hidden - 1);
          return;
        }
        if (hidden > 0) return;
        if (name === "a") {
          const link = links.pop();
          const words = link ? line.slice(link.start).trim() : "";
          if (link?.href && link.href !== words) line += ` (${link.href})`;
        }
        if (name === "pre") preformatted = Math.max(0, preformatted - 1);
        if (lineElements.has(name)) endLine();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  endLine();
  return lines.join("\n");
}
