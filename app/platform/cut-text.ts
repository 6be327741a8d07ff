/**
 * The first `maxUnits` UTF-16 units of `text`, never half of a character. `slice` can end on the
 * first half of an emoji, and a lone half is not valid in JSON for the database (jsonb refuses the
 * whole row) nor readable anywhere else.
 */
export function cutText(text: string, maxUnits: number): string {
  if (text.length <= maxUnits) return text;
  const last = text.charCodeAt(maxUnits - 1);
  const endsOnFirstHalf = last >= 0xd800 && last <= 0xdbff;
  return text.slice(0, endsOnFirstHalf ? maxUnits - 1 : maxUnits);
}
