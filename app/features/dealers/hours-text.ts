import { type OpeningHours, type Weekday, weekdays } from "./hours";

// Opening hours as staff type them in the admin and a CSV cell holds them: one entry a line (or
// between semicolons), its days and its times, "Mon-Fri 08:00-17:00; Sat 09:00-13:00".

const shortName = (day: Weekday) => day.slice(0, 3);
const ENTRY = /^(.+?)\s+(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/;

/** The entries of opening hours as one text: consecutive days as a range ("Mon-Fri"), the others listed. */
export function hoursText(hours: OpeningHours): string {
  return hours
    .map((entry) => {
      const indexes = entry.days.map((day) => weekdays.indexOf(day)).sort((a, b) => a - b);
      const runs: number[][] = [];
      for (const index of indexes) {
        const run = runs.at(-1);
        if (run && run.at(-1) === index - 1) run.push(index);
        else runs.push([index]);
      }
      const days = runs
        .map((run) => run.map((index) => shortName(weekdays[index]!)))
        .map((names) => (names.length > 2 ? `${names[0]}-${names.at(-1)}` : names.join(", ")))
        .join(", ");
      return `${days} ${entry.opens}-${entry.closes}`;
    })
    .join("; ");
}

function dayOf(word: string): number {
  const key = word.trim().slice(0, 3).toLowerCase();
  return weekdays.findIndex((day) => day.slice(0, 3).toLowerCase() === key && day.toLowerCase().startsWith(word.trim().toLowerCase()));
}

function daysOf(text: string): Weekday[] | undefined {
  const days = new Set<Weekday>();
  for (const part of text.split(",")) {
    const [from, to, ...rest] = part.split(/[-–]/);
    const first = dayOf(from ?? "");
    const last = to === undefined ? first : dayOf(to);
    if (rest.length > 0 || first < 0 || last < first) return undefined;
    for (let index = first; index <= last; index += 1) days.add(weekdays[index]!);
  }
  return [...days];
}

const padded = (time: string) => time.padStart(5, "0");

/**
 * Reads opening hours typed as text. An entry it cannot read is the message, naming it; the times
 * themselves are checked by the dealer's schema (dealer-input.ts).
 */
export function readHoursText(text: string): { hours: OpeningHours } | { refused: string } {
  const hours: OpeningHours = [];
  for (const line of text.split(/[;\n]/).map((entry) => entry.trim())) {
    if (line === "") continue;
    const match = ENTRY.exec(line);
    const days = match ? daysOf(match[1]!) : undefined;
    if (!match || !days) return { refused: `"${line.slice(0, 60)}" is not days and times such as Mon-Fri 08:00-17:00.` };
    hours.push({ days, opens: padded(match[2]!), closes: padded(match[3]!) });
  }
  return { hours };
}
