import { describe, expect, it } from "vitest";
import type { SiteChange } from "~/platform/changes";
import { PRESENCE_EXPIRES_MS, createEditorPresence } from "./presence.server";

const maria = { id: "staff-maria", name: "Maria" };
const tom = { id: "staff-tom", name: "Tom" };
const START = Date.parse("2026-11-28T10:42:00Z");

/** Maria's editor page on page 7, as another instance tells of it. */
const mariaElsewhere = (visit: string, since: string, open: boolean) =>
  ({ kind: "presence", entity: 7, visit, staff: maria.id, name: "Maria", since, open }) as const;

/** A presence store on a clock the test moves, and the changes it announced. */
function presenceAt() {
  const clock = { now: START };
  const announced: SiteChange[] = [];
  const presence = createEditorPresence({ changes: { publish: async (change) => void announced.push(change) }, now: () => clock.now });
  return { presence, clock, announced };
}

describe("who has a page open in the editor", () => {
  it("shows the others with the page open since they opened it, never the asking member of staff, and announces each beat", async () => {
    const { presence, clock, announced } = presenceAt();
    expect(await presence.beat(7, "visit-of-maria", maria)).toEqual([]);
    clock.now += 20_000;
    expect(await presence.beat(7, "visit-of-tom", tom)).toEqual([{ name: "Maria", since: "2026-11-28T10:42:00.000Z" }]);
    clock.now += 10_000;
    // Her next beat keeps the time she opened the page; another page is not this one.
    expect(await presence.beat(7, "visit-of-maria", maria)).toEqual([{ name: "Tom", since: "2026-11-28T10:42:20.000Z" }]);
    expect(await presence.beat(8, "visit-of-tom-elsewhere", tom)).toEqual([]);
    // Maria in a second tab is still one Maria, and never herself.
    await presence.beat(7, "second-tab-of-maria", maria);
    expect(presence.othersOn(7, tom.id)).toEqual([{ name: "Maria", since: "2026-11-28T10:42:00.000Z" }]);
    expect(presence.othersOn(7, maria.id).map((editor) => editor.name)).toEqual(["Tom"]);
    expect(announced[0]).toEqual({
      kind: "presence",
      entity: 7,
      visit: "visit-of-maria",
      staff: "staff-maria",
      name: "Maria",
      since: "2026-11-28T10:42:00.000Z",
      open: true,
    });
  });

  it("forgets a page closed at once, and one not heard from (a crashed tab) after its expiry", async () => {
    const { presence, clock, announced } = presenceAt();
    await presence.beat(7, "visit-of-maria", maria);
    await presence.beat(7, "visit-of-tom", tom);
    await presence.leave(7, "visit-of-tom", tom);
    expect(presence.othersOn(7, maria.id)).toEqual([]);
    expect(announced.at(-1)).toMatchObject({ kind: "presence", visit: "visit-of-tom", open: false });

    clock.now += PRESENCE_EXPIRES_MS;
    expect(presence.othersOn(7, tom.id)).toEqual([{ name: "Maria", since: "2026-11-28T10:42:00.000Z" }]);
    clock.now += 1;
    expect(presence.othersOn(7, tom.id)).toEqual([]);
  });

  it("holds what another instance heard, with its expiry, and nobody's goodbye ends another member of staff's visit", async () => {
    const { presence, clock } = presenceAt();
    presence.heard(mariaElsewhere("v-1", "2026-11-28T10:40:00.000Z", true));
    expect(presence.othersOn(7, tom.id)).toEqual([{ name: "Maria", since: "2026-11-28T10:40:00.000Z" }]);
    await presence.leave(7, "v-1", tom);
    expect(presence.othersOn(7, tom.id)).toHaveLength(1);
    presence.heard(mariaElsewhere("v-1", "2026-11-28T10:40:00.000Z", false));
    expect(presence.othersOn(7, tom.id)).toEqual([]);

    presence.heard(mariaElsewhere("v-2", "2026-11-28T10:41:00.000Z", true));
    clock.now += PRESENCE_EXPIRES_MS + 1;
    expect(presence.othersOn(7, tom.id)).toEqual([]);
  });

  it("keeps at most its bound of open pages in memory, the oldest going first", async () => {
    const { presence } = presenceAt();
    for (let visit = 0; visit < 2_100; visit++) await presence.beat(visit + 1, `visit-${visit}`, maria);
    expect(presence.othersOn(1, tom.id)).toEqual([]);
    expect(presence.othersOn(2_100, tom.id)).toHaveLength(1);
  });
});
