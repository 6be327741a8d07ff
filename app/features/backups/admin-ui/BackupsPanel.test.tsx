// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BackupsPanel } from "./BackupsPanel";

const latest = { name: "backup-2026-05-04T03-00-00-000Z.tar.gz", takenAt: "2026-05-04T03:00:00.000Z", bytes: 67_400_000 };

describe("the backups panel of the site settings", () => {
  it("shows the last backup's time and size, and the schedule, without a warning", () => {
    render(<BackupsPanel status={{ database: "embedded", latest, schedule: "03:00", keep: 14, stale: false }} />);
    expect(screen.getByRole("heading", { name: "Backups" })).toBeTruthy();
    expect(screen.getByText("Last backup: May 4, 2026, 3:00 AM UTC, 64.3 MB.")).toBeTruthy();
    expect(screen.getByText(/every night at 03:00 UTC and keeps the 14 newest/)).toBeTruthy();
    expect(screen.queryByText(/No backup is younger/)).toBeNull();
  });

  it("warns when no backup is younger than two days, or none was ever made", () => {
    const { unmount } = render(<BackupsPanel status={{ database: "embedded", latest, schedule: "off", keep: 14, stale: true }} />);
    expect(screen.getByText(/No backup is younger/).textContent).toMatch(
      /^Warning: No backup is younger than two days\. The last one was taken May 4, 2026, 3:00 AM UTC\./,
    );
    expect(screen.getByText(/Nightly backups are off/)).toBeTruthy();
    unmount();
    render(<BackupsPanel status={{ database: "embedded", latest: null, schedule: "03:00", keep: 14, stale: true }} />);
    expect(screen.getByText(/No backup is younger/).textContent).toContain("None has been made yet.");
  });

  it("sends a site on PostgreSQL to PostgreSQL's own backups", () => {
    render(<BackupsPanel status={{ database: "postgres" }} />);
    expect(screen.getByText(/The site runs on PostgreSQL/)).toBeTruthy();
    expect(screen.queryByText(/No backup is younger/)).toBeNull();
  });
});
