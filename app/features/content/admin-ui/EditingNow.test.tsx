// @vitest-environment happy-dom
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRESENCE_BEAT_MS, type PresentEditor } from "../presence";
import { EditingNow } from "./EditingNow";

describe("who else is editing the page", () => {
  let sent: URLSearchParams[];
  let editing: PresentEditor[];

  beforeEach(() => {
    sent = [];
    editing = [];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (address: string, init: RequestInit) => {
        expect(address).toBe("/admin/content/7/presence");
        sent.push(init.body as URLSearchParams);
        return Response.json({ editing });
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("beats at once and every beat, shows the others by name, and says goodbye when the page goes", async () => {
    const { unmount } = render(<EditingNow entityId={7} />);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get("intent")).toBe("open");
    const visit = sent[0]?.get("visit");
    expect(visit).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByRole("status").textContent).toBe("");

    editing = [
      { name: "Maria", since: "2026-11-28T10:42:00.000Z" },
      { name: "Tom", since: "2026-11-28T10:50:00.000Z" },
    ];
    await act(() => vi.advanceTimersByTimeAsync(PRESENCE_BEAT_MS));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toMatch(/^Maria \(since .+\) and Tom \(since .+\) are editing this page\./),
    );
    expect(sent.map((body) => body.get("visit"))).toEqual([visit, visit]);

    window.dispatchEvent(new Event("pagehide"));
    expect(sent.at(-1)?.get("intent")).toBe("leave");
    unmount();
    expect(sent.at(-1)?.get("intent")).toBe("leave");
    await act(() => vi.advanceTimersByTimeAsync(PRESENCE_BEAT_MS));
    expect(sent.filter((body) => body.get("intent") === "open")).toHaveLength(2);
  });
});
