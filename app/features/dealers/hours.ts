/** The days of the week, Monday first, as schema.org names them. */
export const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof weekdays)[number];

/** Opening hours: the days that share a time; a day no entry names is closed. Times are "HH:MM", 24-hour. */
export type OpeningHours = { days: Weekday[]; opens: string; closes: string }[];

/** "08:00" → "8:00 am", "13:30" → "1:30 pm". */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** One line per day of the week, Monday first: its hours, or "Closed". */
export function weekHours(hours: OpeningHours): { day: Weekday; hours: string }[] {
  return weekdays.map((day) => {
    const open = hours.filter((entry) => entry.days.includes(day));
    return {
      day,
      hours: open.length > 0 ? open.map((entry) => `${clockTime(entry.opens)} – ${clockTime(entry.closes)}`).join(", ") : "Closed",
    };
  });
}
