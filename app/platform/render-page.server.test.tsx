import { use } from "react";
import { preloadModule } from "react-dom";
import { describe, expect, it } from "vitest";
import { silentLogger } from "../../tests/support/silent-logger";
import { RENDER_TIMEOUT_RETRY_AFTER_SECONDS, renderPage } from "./render-page.server";

const options = { status: 200, nonce: "n0nce", log: silentLogger, path: "/learn", timeoutMs: 50 };

function Modules() {
  preloadModule("/assets/BlogDetail.js", { as: "script", nonce: "n0nce" });
  return <link rel="modulepreload" href="/assets/entry.client.js" nonce="n0nce" />;
}

function Waits({ on }: { on: Promise<string> }) {
  return <p>{use(on)}</p>;
}

describe("renderPage", () => {
  it("answers the whole page in one piece with the route's status", async () => {
    const page = await renderPage(<h1>Folding doors</h1>, { ...options, headers: new Headers(), status: 404 });
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toContain("<h1>Folding doors</h1>");
  });

  it("asks for every module at low priority, React Router's links and the lazy blocks' alike (decision 0032)", async () => {
    const page = await renderPage(
      <html lang="en">
        <head />
        <body>
          <Modules />
        </body>
      </html>,
      { ...options, headers: new Headers() },
    );
    const links = (await page.text()).match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toContain(' fetchpriority="low" ');
  });

  it("answers 503 with Retry-After, not half a page with a 500, when the render runs out of time", async () => {
    const never = new Promise<string>(() => {});
    const page = await renderPage(
      <main>
        <h1>Learn</h1>
        <Waits on={never} />
      </main>,
      { ...options, headers: new Headers() },
    );
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe(String(RENDER_TIMEOUT_RETRY_AFTER_SECONDS));
    expect(page.headers.get("cache-control")).toBe("no-store");
    const body = await page.text();
    expect(body).toContain("The site is busy right now.");
    expect(body).not.toContain("Learn");
  });
});
