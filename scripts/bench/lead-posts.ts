// Lead posts a second against a running site on 127.0.0.1: `npx tsx scripts/bench/lead-posts.ts
// http://127.0.0.1:3102 [--seconds 20] [--connections 10] [--photo]`. Each post is a contact lead
// (or, with --photo, a project with one 20 KB photo) through the lead API, as the forms' script
// sends it. Start the site with FORM_MIN_FILL_SECONDS=0 and FORM_RATE_LIMIT=10000, as every post
// comes from one address. Used for the cost of fsync (docs/decisions/0034).
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import sharp from "sharp";
import { leadFormData, validLeads } from "../../tests/support/leads";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seconds: { type: "string", default: "20" }, connections: { type: "string", default: "10" }, photo: { type: "boolean" } },
});
const base = new URL(positionals[0] ?? "http://127.0.0.1:3102");
if (base.hostname !== "127.0.0.1") throw new Error("Measure a site on 127.0.0.1 only.");
const seconds = Math.min(120, Number(values.seconds));

const { fillToken, field } = (await (await fetch(new URL("/api/v1/forms/token", base))).json()) as { fillToken: string; field: string };
const form = values.photo ? "lac_submit_project" : "lac_contact_us";
const body = leadFormData(form, validLeads[form], { [field]: fillToken });
if (values.photo) {
  const photo = await sharp({ create: { width: 160, height: 120, channels: 3, background: "#8a6d3b" } })
    .jpeg({ quality: 100 })
    .toBuffer();
  body.append("photo[]", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "terrace.jpg");
}
const encoded = new Response(body);
const result = await autocannon({
  url: new URL("/api/v1/forms/submit", base).href,
  method: "POST",
  headers: { "content-type": encoded.headers.get("content-type") ?? "", origin: base.origin },
  body: Buffer.from(await encoded.arrayBuffer()),
  connections: Number(values.connections),
  duration: seconds,
});
console.log(
  JSON.stringify({
    form,
    connections: result.connections,
    seconds,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
  }),
);
