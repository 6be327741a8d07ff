const MODULEPRELOAD_LINK = /<link rel="modulepreload"[^>]*>/g;
// React Router's inline module script, which imports the route modules and starts hydration.
const HYDRATION_SCRIPT = /<script nonce="([^"]+)" type="module" async="">([\s\S]*?)<\/script>/;
const DEFERRED_ID = "deferred-hydration";

// Runs as it is parsed and removes itself, so React finds the markup it rendered. After the first
// frame it swaps the inert copy for a real module script with the same nonce.
const STARTER =
  "(function(){document.currentScript.remove();requestAnimationFrame(function(){setTimeout(function(){" +
  `var copy=document.getElementById("${DEFERRED_ID}"),script=document.createElement("script");` +
  'script.type="module";script.nonce=copy.nonce;script.textContent=copy.textContent;copy.replaceWith(script)})})})()';

/**
 * Lets the first paint come before the page's JavaScript (decision 0009). React Router's
 * `<Scripts />` has no option for either change, hence this rewrite of the finished page:
 * - its `<link rel="modulepreload">` tags are removed, so the modules are not fetched at high
 *   priority beside the stylesheet and the hero image;
 * - its module script is kept as an inert copy and started after the first frame, so the module
 *   fetches never compete with what the first paint needs.
 */
export function scriptsAfterFirstPaint(html: string): string {
  return html
    .replace(MODULEPRELOAD_LINK, "")
    .replace(
      HYDRATION_SCRIPT,
      (_script, nonce: string, body: string) =>
        `<script nonce="${nonce}" type="text/plain" id="${DEFERRED_ID}">${body}</script><script nonce="${nonce}">${STARTER}</script>`,
    );
}
