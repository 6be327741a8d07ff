/**
 * The spoken text of a WebVTT file as paragraphs: cue timings, numbers, notes and markup
 * dropped; consecutive cues of one block joined. Blank-line separated cue blocks become lines.
 */
export function vttToText(vtt: string): string[] {
  const blocks = vtt.replace(/\r\n?/g, "\n").split(/\n{2,}/);
  const lines: string[] = [];
  for (const block of blocks) {
    const rows = block.split("\n");
    const timing = rows.findIndex((row) => row.includes("-->"));
    if (timing === -1) continue; // header, NOTE, STYLE or REGION block
    const text = rows
      .slice(timing + 1)
      .join(" ")
      .replace(/<[^>]*>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/\s+/g, " ")
      .trim();
    if (text) lines.push(text);
  }
  return lines;
}

/** Staff's transcript as the page shows it: paragraphs split by empty lines, each on one line. */
export function transcriptParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}
