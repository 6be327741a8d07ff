// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import type { LeadRouting } from "../routing-history";
import { LeadRoutingHistory } from "./LeadRouting";

const oceanside = { name: "Harborline Door Studio", slug: "harborline-door-studio" };
const sanDiego = { name: "Mesa Verde Glassworks", slug: "mesa-verde-glassworks" };

describe("a lead's routing as its page tells it", () => {
  it("lists each offer, answer and reassignment in order, each dealer a link to its page", () => {
    const routing: LeadRouting = {
      state: "offered",
      place: "92056 (Oceanside, CA)",
      events: [
        {
          kind: "offered",
          at: "2026-11-30T15:00:00.000Z",
          dealer: oceanside,
          byHand: false,
          answerBy: "2026-12-01T15:00:00.000Z",
          emailedAt: "2026-11-30T15:00:05.000Z",
        },
        { kind: "answered", at: "2026-11-30T16:00:00.000Z", dealer: oceanside, decision: "passed" },
        { kind: "reassigned", at: "2026-11-30T16:30:00.000Z", by: "Sam Sales", to: sanDiego },
        {
          kind: "offered",
          at: "2026-11-30T16:30:00.000Z",
          dealer: sanDiego,
          byHand: true,
          answerBy: "2026-12-01T16:30:00.000Z",
          emailedAt: null,
        },
      ],
    };
    renderInDom(<LeadRoutingHistory routing={routing} />);
    expect(screen.getByText(/^Waiting for/).textContent).toBe("Waiting for Mesa Verde Glassworks to answer.");
    expect(screen.getByText("Placed at 92056 (Oceanside, CA).")).toBeTruthy();
    const steps = within(screen.getByRole("list", { name: "Routing history" })).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      "Nov 30, 2026, 3:00 PM UTCOffered to Harborline Door Studio, to answer by Dec 1, 2026, 3:00 PM UTC. E-mailed Nov 30, 2026, 3:00 PM UTC.",
      "Nov 30, 2026, 4:00 PM UTCHarborline Door Studio passed.",
      "Nov 30, 2026, 4:30 PM UTCSam Sales gave the lead by hand to Mesa Verde Glassworks.",
      "Nov 30, 2026, 4:30 PM UTCOffered to Mesa Verde Glassworks (chosen by hand), to answer by Dec 1, 2026, 4:30 PM UTC. Its e-mail waits in the outbox.",
    ]);
    expect(within(steps[2]!).getByRole("link", { name: "Mesa Verde Glassworks" }).getAttribute("href")).toBe(
      "/find-a-dealer/mesa-verde-glassworks",
    );
  });

  it("says why a lead reached the sales inbox, and that a lead of a form switched off was not routed", () => {
    const { unmount } = renderInDom(
      <LeadRoutingHistory
        routing={{ state: "escalated", place: null, events: [{ kind: "escalated", at: "2026-11-30T15:00:00.000Z", reason: "not_placed" }] }}
      />,
    );
    expect(screen.getByText("In the sales inbox.")).toBeTruthy();
    expect(screen.getByText("Went to the sales inbox: its ZIP or postal code could not be placed.")).toBeTruthy();
    unmount();
    renderInDom(<LeadRoutingHistory routing={{ state: "off", place: null, events: [] }} />);
    expect(screen.getByText(/^Not routed: routing to dealers was off for this form/)).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Routing history" })).toBeNull();
  });
});
