import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const TAG_START = '<link rel="modulepreload"';
const TAG = /<link rel="modulepreload"[^>]*>/g;

/**
 * Removes React Router's `<link rel="modulepreload">` tags from the page on its way out, so that
 * nothing but the HTML, the stylesheet and the first images is fetched before the first paint
 * (decision 0009). The page's module script at the end of the body still loads every module;
 * `<Scripts />` has no option to leave these links out.
 */
export function stripModulepreload(): Transform {
  // Both a tag and a character may be split across chunks: hold back an unfinished tag.
  let carry = "";
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = (carry + decoder.write(chunk)).replace(TAG, "");
      const cut = unfinishedTagStart(text);
      carry = text.slice(cut);
      callback(null, text.slice(0, cut));
    },
    flush(callback) {
      callback(null, carry + decoder.end());
    },
  });
}

/** Where a modulepreload tag that has not ended yet begins, or the text's length. */
function unfinishedTagStart(text: string): number {
  const start = text.lastIndexOf("<");
  if (start === -1) return text.length;
  const tail = text.slice(start);
  if (tail.includes(">")) return text.length;
  return TAG_START.startsWith(tail) || tail.startsWith(TAG_START) ? start : text.length;
}
