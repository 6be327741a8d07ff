import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";

const SITE = "http://localhost:3000";

type ApiDealer = { slug: string; distance_mi: number; [key: string]: unknown };
type JsonLd = { "@type": string; [key: string]: unknown };

const decoded = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");
const statusOf = (html: string) => decoded(html.match(/role="status"[^>]*>([^<]*)</)?.[1] ?? "");
const nearInput = (html: string) => html.match(/<input[^>]*name="near"[^>]*>/)?.[0] ?? "";
const dealerNames = (html: string) => [...html.matchAll(/<h3 id="dealer-([^"]+)"/g)].map((match) => match[1]);

// The locator, the dealer pages and the API over the real Hono app and React Router, on the demo dealers.
describe.each(siteTestDatabases())("find a dealer on $name", ({ open }) => {
  let site: TestSite;
  const get = (path: string) => site.app.request(`${SITE}${path}`);
  const html = async (path: string, status = 200) => {
    const response = await get(path);
    expect(response.status, path).toBe(status);
    return response.text();
  };

  beforeAll(async () => {
    site = await openTestSite(await open());
  }, 480_000);
  afterAll(() => site.close());

  describe("/find-a-dealer without JavaScript", () => {
    it("answers the GET form with the dealers nearest first, each with its phone, directions, page and quote link", async () => {
      const page = await html("/find-a-dealer?near=92056&radius=50");
      expect(statusOf(page)).toBe("2 dealers within 50 mi of 92056 (Oceanside, CA), nearest first.");
      expect(dealerNames(page)).toEqual(["harborline-door-studio", "mesa-verde-glassworks"]);
      expect(page).toContain('href="tel:5555550100"');
      expect(page).toContain("33.8 mi");
      expect(decoded(page)).toContain('href="/request-quote?dealer=harborline-door-studio"');
      expect(page).toContain('href="/find-a-dealer/harborline-door-studio"');
      expect(decoded(page)).toContain("https://www.google.com/maps/dir/?api=1&destination=Harborline+Door+Studio");
      // The form keeps what was asked.
      expect(nearInput(page)).toContain('value="92056"');
      expect(page).toMatch(/<option value="50" selected="">50 mi<\/option>/);
    });

    it("shows the form alone before a search, and reads ZIP+4, a lower-case Canadian code and a city", async () => {
      expect(statusOf(await html("/find-a-dealer"))).toBe("Enter your ZIP code, postal code or city to see the dealers near you.");
      expect(statusOf(await html("/find-a-dealer?near=92056-1234&radius=25"))).toMatch(/^1 dealer within 25 mi of 92056 \(Oceanside, CA\)/);
      expect(statusOf(await html("/find-a-dealer?near=Oceanside%2C+CA&radius=25"))).toMatch(/of Oceanside, CA, nearest first\.$/);
      const toronto = await html("/find-a-dealer?near=m5v3l9&radius=25");
      expect(statusOf(toronto)).toBe("1 dealer within 25 km of M5V 3L9 (Toronto, ON), nearest first.");
      expect(toronto).toMatch(/<option value="25" selected="">25 km<\/option>/);
      expect(dealerNames(toronto)).toEqual(["harbourfront-door-studio"]);
    });

    it("measures in kilometres on a Canadian page, even around a US place, and says so in the page's language", async () => {
      const french = await html("/fr-ca/find-a-dealer?near=92056&radius=100");
      expect(statusOf(french)).toBe("3 détaillants à moins de 100 km de 92056 (Oceanside, CA), du plus proche au plus éloigné.");
      expect(french).toMatch(/>\d+,\d\u00a0km</);
      expect(french).toMatch(/<option value="100" selected="">100 km<\/option>/);
      const canadian = await html("/en-ca/find-a-dealer?near=92056&radius=100");
      expect(statusOf(canadian)).toBe("3 dealers within 100 km of 92056 (Oceanside, CA), nearest first.");
      expect(canadian).toMatch(/>\d+\.\d km</);
    });

    it("says when no dealer is within the radius and shows the 3 nearest anyway", async () => {
      const page = await html("/find-a-dealer?near=59001&radius=25");
      expect(statusOf(page)).toMatch(/^No dealers within 25 mi of 59001 \(Absarokee, MT\)\. The 3 nearest are [\d.]+ mi away or more:$/);
      expect(dealerNames(page)).toHaveLength(3);
    });

    it("names the code it could not place and keeps it in the form", async () => {
      const page = await html("/find-a-dealer?near=00000&radius=100");
      expect(statusOf(page)).toBe("We could not place “00000”. Please check the ZIP code, postal code or city and try again.");
      expect(nearInput(page)).toContain('aria-invalid="true"');
      expect(nearInput(page)).toContain('aria-describedby="dealer-near-error"');
      expect(nearInput(page)).toContain('value="00000"');
      expect(dealerNames(page)).toEqual([]);
    });

    it("searches around the visitor's own location, named after the nearest postal area", async () => {
      const page = await html("/find-a-dealer?lat=33.2&lng=-117.29&radius=25");
      expect(statusOf(page)).toMatch(/within 25 mi of your location \(Oceanside, CA\)/);
    });

    it("keeps searches out of search engines' indexes and is listed in the sitemap without one", async () => {
      expect(await html("/find-a-dealer?near=92056&radius=50")).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(await html("/find-a-dealer")).not.toContain('name="robots"');
      const sitemap = await (await get("/sitemap.xml")).text();
      expect(sitemap).toContain("<loc>https://www.lacantinadoors.com/find-a-dealer</loc>");
      expect(sitemap).toContain("<loc>https://www.lacantinadoors.com/find-a-dealer/harborline-door-studio</loc>");
    });
  });

  describe("/find-a-dealer/{slug}", () => {
    it("shows the dealer, its hours and showroom photo, with its LocalBusiness JSON-LD and canonical", async () => {
      const page = await html("/find-a-dealer/harborline-door-studio");
      expect(page).toContain("<h1");
      expect(page).toContain("Harborline Door Studio</h1>");
      expect(page).toMatch(/<th scope="row"[^>]*>Saturday<\/th><td[^>]*>10:00 am – 3:00 pm<\/td>/);
      expect(page).toMatch(/<th scope="row"[^>]*>Sunday<\/th><td[^>]*>Closed<\/td>/);
      expect(page).toContain('alt="Folding glass wall on display in the Harborline Door Studio showroom"');
      expect(page).toContain('<link rel="canonical" href="https://www.lacantinadoors.com/find-a-dealer/harborline-door-studio"/>');
      const jsonLd = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
        (match) => JSON.parse(match[1] ?? "") as JsonLd,
      );
      const business = jsonLd.find((data) => data["@type"] === "HomeAndConstructionBusiness");
      expect(business).toMatchObject({
        name: "Harborline Door Studio",
        telephone: "(555) 555-0100",
        address: { "@type": "PostalAddress", addressLocality: "Oceanside", addressRegion: "CA", postalCode: "92056", addressCountry: "US" },
        geo: { "@type": "GeoCoordinates" },
      });
      expect(decoded(page)).toContain('href="/request-quote?dealer=harborline-door-studio"');
    });

    it("answers 404 with the site's not-found page for an unknown slug", async () => {
      const page = await html("/find-a-dealer/no-such-dealer", 404);
      expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
    });
  });

  describe("GET /api/v1/dealers", () => {
    it("answers near and the dealers within the radius, nearest first, in the issue's shape", async () => {
      const response = await get("/api/v1/dealers?near=92056&radius=100");
      expect(response.status).toBe(200);
      const body = (await response.json()) as { near: unknown; dealers: ApiDealer[] };
      expect(body.near).toEqual({ query: "92056", lat: 33.1968, lng: -117.2831 });
      expect(Object.keys(body.dealers[0]!).sort()).toEqual(
        [
          "slug",
          "name",
          "address",
          "city",
          "state",
          "zip",
          "country",
          "phone",
          "website",
          "showroom",
          "products",
          "lat",
          "lng",
          "distance_mi",
        ].sort(),
      );
      const distances = body.dealers.map((dealer) => dealer.distance_mi);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.at(-1)).toBeLessThanOrEqual(100);
      expect(body.dealers[0]).not.toHaveProperty("lead_email");
    });

    it("answers an empty list when none is within the radius", async () => {
      const body = (await (await get("/api/v1/dealers?near=59001&radius=10")).json()) as { dealers: unknown[] };
      expect(body.dealers).toEqual([]);
    });

    it.each([
      ["/api/v1/dealers", 400],
      ["/api/v1/dealers?near=92056&radius=-5", 400],
      ["/api/v1/dealers?near=92056&radius=0", 400],
      ["/api/v1/dealers?near=92056&radius=100000", 400],
      ["/api/v1/dealers?near=92056&radius=far", 400],
      ["/api/v1/dealers?near=%00", 400],
      ["/api/v1/dealers?near=%3Cscript%3E", 400],
      ["/api/v1/dealers?near=00000", 404],
      ["/api/v1/dealers?near=Nowhereville%2C+CA", 404],
    ])("answers %s with %i and a JSON message", async (path, status) => {
      const response = await get(path);
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(((await response.json()) as { message: string }).message).toEqual(expect.any(String));
    });
  });
});
