import { describe, expect, it } from "vitest";
import { hoursText, readHoursText } from "./hours-text";

describe("opening hours as text", () => {
  it("writes consecutive days as a range and the others as a list", () => {
    expect(
      hoursText([
        { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "17:00" },
        { days: ["Saturday"], opens: "09:00", closes: "13:00" },
        { days: ["Monday", "Wednesday"], opens: "18:00", closes: "20:00" },
      ]),
    ).toBe("Mon-Fri 08:00-17:00; Sat 09:00-13:00; Mon, Wed 18:00-20:00");
    expect(hoursText([])).toBe("");
  });

  it("reads what it writes, full day names, lines and a short hour", () => {
    const hours = [
      { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "17:00" },
      { days: ["Saturday", "Sunday"], opens: "09:00", closes: "13:00" },
    ] as const;
    expect(readHoursText(hoursText([...hours].map((entry) => ({ ...entry, days: [...entry.days] }))))).toEqual({
      hours: hours.map((entry) => ({ ...entry, days: [...entry.days] })),
    });
    expect(readHoursText("monday - friday 8:00 – 17:00\nSaturday, sun 9:00-13:00")).toEqual({
      hours: hours.map((entry) => ({ ...entry, days: [...entry.days] })),
    });
    expect(readHoursText("  ")).toEqual({ hours: [] });
  });

  it("refuses an entry without days or times, naming it", () => {
    expect(readHoursText("Mon-Fri all day")).toEqual({ refused: expect.stringContaining('"Mon-Fri all day"') });
    expect(readHoursText("Fri-Mon 08:00-17:00")).toHaveProperty("refused");
    expect(readHoursText("Funday 08:00-17:00")).toHaveProperty("refused");
  });
});
