/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** A figure measured several times: its median and the lowest and highest runs. */
export type Spread = { median: number; min: number; max: number; runs: number[] };

export function spread(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), runs: [...values] };
}

/** "1929 (1827–2035)": the median and range, rounded to `digits`. */
export function formatSpread(value: Spread | null | undefined, digits = 0): string {
  if (!value) return "-";
  const fixed = (n: number) => n.toFixed(digits);
  return value.min === value.max ? fixed(value.median) : `${fixed(value.median)} (${fixed(value.min)}–${fixed(value.max)})`;
}
