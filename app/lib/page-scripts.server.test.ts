import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./page-scripts.server";

const hydration =
  'import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");';

const page =
  '<head><link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/><link rel="modulepreload" href="/assets/root.js" nonce="abc"/>' +
  '<link nonce="abc" rel="stylesheet" href="/assets/root.css"/></head>' +
  '<body><p>a &lt;link rel="modulepreload"&gt; in text</p><script nonce="abc">window.__reactRouterContext = {};</script>' +
  `<script nonce="abc" type="module" async="">${hydration}</script></body>`;

describe("scriptsAfterFirstPaint", () => {
  const html = scriptsAfterFirstPaint(page);

  it("removes every modulepreload link and leaves the rest of the head alone", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link nonce="abc" rel="stylesheet" href="/assets/root.css"/></head>');
    expect(html).toContain('<p>a &lt;link rel="modulepreload"&gt; in text</p>');
  });

  it("keeps the hydration module as an inert copy, started after the first frame with the page's nonce", () => {
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(`<script nonce="abc" type="text/plain" id="deferred-hydration">${hydration}</script>`);
    const starter =
      /<script nonce="abc">(\(function\(\)\{document\.currentScript\.remove\(\);requestAnimationFrame.*?)<\/script><\/body>/.exec(
        html,
      )?.[1];
    expect(starter).toContain('script.type="module";script.nonce=copy.nonce;script.textContent=copy.textContent;copy.replaceWith(script)');
    expect(html).toContain('<script nonce="abc">window.__reactRouterContext = {};</script>');
  });

  it("leaves a page without React Router's scripts as it is", () => {
    const plain = "<!DOCTYPE html><html><body><h1>Offline</h1></body></html>";
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
