import { Hono } from "hono";
import { z } from "zod";
import { badRequest } from "~/platform/api-answers.server";
import type { AppEnv } from "~/platform/app-env";
import { findPlace } from "./places.server";
import { MAX_PLACE_QUERY_LENGTH, parsePlaceQuery } from "./postal-code";
import type { DealerService } from "./service.server";

/** The widest search the API takes, in miles. */
export const MAX_API_RADIUS_MI = 500;

const DealerQuerySchema = z.object({
  near: z.string().trim().min(1, "near is required").max(MAX_PLACE_QUERY_LENGTH),
  radius: z.coerce.number().positive("radius must be more than 0").max(MAX_API_RADIUS_MI).default(50),
});

/** `GET /api/v1/dealers?near=...&radius=...` (issue 36), mounted at /api/v1/dealers. docs/api.md describes every answer. */
export function dealersApi({ dealers }: { dealers: DealerService }) {
  const api = new Hono<AppEnv>();

  api.get("/", async (c) => {
    const query = DealerQuerySchema.safeParse({ near: c.req.query("near") ?? "", radius: c.req.query("radius") });
    if (!query.success)
      return badRequest(c, `near is a ZIP code, postal code or city; radius is in miles, up to ${MAX_API_RADIUS_MI}.`, query.error.issues);
    const parsed = parsePlaceQuery(query.data.near);
    if (parsed.kind === "unreadable")
      return badRequest(c, `"${query.data.near}" is not a ZIP code, postal code or city.`, [{ path: ["near"], message: "not readable" }]);
    const found = await findPlace(parsed);
    if (!found) return c.json({ error: "not_found", message: `We could not place "${query.data.near}".` }, 404);
    const { place } = found;
    const nearby = await dealers.nearby(place, query.data.radius);
    return c.json({
      near: { query: query.data.near, lat: place.lat, lng: place.lng },
      dealers: nearby.map((dealer) => ({
        slug: dealer.slug,
        name: dealer.name,
        address: dealer.address,
        city: dealer.city,
        state: dealer.state,
        zip: dealer.zip,
        country: dealer.country,
        phone: dealer.phone,
        website: dealer.website,
        showroom: dealer.showroom,
        products: dealer.products,
        lat: dealer.location.lat,
        lng: dealer.location.lng,
        distance_mi: Math.round(dealer.distanceMi * 10) / 10,
      })),
    });
  });

  return api;
}
