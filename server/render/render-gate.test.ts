import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../app/platform/app-env";
import { renderGate } from "./render-gate";

/** A page that renders until the test lets it finish. */
function siteWith(concurrency: number, maxWaitMs: number) {
  const pending: Array<() => void> = [];
  let started = 0;
  const app = new Hono<AppEnv>();
  const gate = renderGate({ concurrency, maxWaitMs, busy: (c) => c.text("busy", 503, { "Retry-After": "5" }) });
  app.use(gate.handler);
  app.get("*", async (c) => {
    started += 1;
    await new Promise<void>((resolve) => pending.push(resolve));
    return c.text("page");
  });
  const finishOne = () => pending.shift()?.();
  return { request: () => app.request("/page"), finishOne, started: () => started, fullForMs: gate.fullForMs };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("the render gate", () => {
  it("runs at most `concurrency` renders and starts a waiting one when a place is free", async () => {
    const site = siteWith(2, 1_000);
    const answers = [site.request(), site.request(), site.request()];
    await tick();
    expect(site.started()).toBe(2);
    site.finishOne();
    await tick();
    expect(site.started()).toBe(3);
    site.finishOne();
    site.finishOne();
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([200, 200, 200]);
  });

  it("answers 503 with Retry-After to a visitor who waited maxWaitMs, without starting the render", async () => {
    const site = siteWith(1, 30);
    const first = site.request();
    const started = performance.now();
    const turnedAway = await site.request();
    expect(performance.now() - started).toBeLessThan(500);
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.headers.get("retry-after")).toBe("5");
    expect(site.started()).toBe(1);
    site.finishOne();
    expect((await first).status).toBe(200);
    // The place is free again.
    const next = site.request();
    await tick();
    site.finishOne();
    expect((await next).status).toBe(200);
  });

  it("tells how long every place has been taken, through renders handed on to waiting visitors, and 0 once one frees", async () => {
    const site = siteWith(1, 1_000);
    expect(site.fullForMs()).toBe(0);
    const answers = [site.request(), site.request()];
    await tick();
    const full = site.fullForMs();
    expect(full).toBeGreaterThan(0);
    // The waiting visitor takes the place at once: the gate never had a free one.
    site.finishOne();
    await tick();
    expect(site.fullForMs()).toBeGreaterThan(full);
    site.finishOne();
    await Promise.all(answers);
    expect(site.fullForMs()).toBe(0);
  });

  it("frees the place of a render that fails", async () => {
    const app = new Hono<AppEnv>();
    app.use(renderGate({ concurrency: 1, maxWaitMs: 50, busy: (c) => c.text("busy", 503) }).handler);
    app.get("/fails", () => {
      throw new Error("render failed");
    });
    app.get("/page", (c) => c.text("page"));
    expect((await app.request("/fails")).status).toBe(500);
    expect((await app.request("/page")).status).toBe(200);
  });
});
