import { afterEach, describe, expect, it, vi } from "vitest";
import { silentLogger } from "../../tests/support/silent-logger";
import { scheduleBackups, untilNextBackup } from "./backup-schedule";

const HOUR = 60 * 60 * 1000;

describe("the nightly backup", () => {
  afterEach(() => vi.useRealTimers());

  it("comes at the next BACKUP_SCHEDULE time in UTC: later today, or tomorrow", () => {
    expect(untilNextBackup("03:00", new Date("2026-05-04T02:30:00Z"))).toBe(HOUR / 2);
    expect(untilNextBackup("03:00", new Date("2026-05-04T03:00:00Z"))).toBe(24 * HOUR);
    expect(untilNextBackup("00:15", new Date("2026-12-31T23:00:00Z"))).toBe(HOUR + 15 * 60 * 1000);
  });

  it("backs up every day at its time, goes on after a failure, and stops with the site", async () => {
    vi.useFakeTimers({ now: new Date("2026-05-04T02:00:00Z") });
    let calls = 0;
    const backups = {
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error("disk full");
        return { name: "", takenAt: "", bytes: 0, files: 0, seconds: 0, location: "" };
      },
    };
    const schedule = scheduleBackups({ schedule: "03:00", backups, log: silentLogger });
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(calls).toBe(2);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(48 * HOUR);
    expect(calls).toBe(2);
  });

  it("makes none when it is off", async () => {
    vi.useFakeTimers();
    let calls = 0;
    scheduleBackups({ schedule: "off", backups: { run: async () => Promise.reject(new Error(`called ${++calls}`)) }, log: silentLogger });
    await vi.advanceTimersByTimeAsync(72 * HOUR);
    expect(calls).toBe(0);
  });
});
