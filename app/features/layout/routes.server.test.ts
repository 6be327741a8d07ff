import { describe, expect, it, vi } from "vitest";
import { components as demoComponents } from "../../../content/components";
import { silentLogger } from "../../../tests/support/silent-logger";
import type { Block } from "../blocks";
import { defaultSiteConfig } from "~/lib/site-config";
import { type LayoutServices, loadLayoutData } from "./routes.server";
import { tileSlugs } from "./navigation";

function servicesWith(componentsByName: (names: string[], locale: string) => Promise<Record<string, Block[]>>): LayoutServices {
  return { site: defaultSiteConfig, log: silentLogger, content: { componentsByName } };
}

const origin = "http://localhost:3000";

describe("layout data", () => {
  it("asks once for the notification bar and every featured tile", async () => {
    const componentsByName = vi.fn(async () => ({}));
    await loadLayoutData(servicesWith(componentsByName), origin, "fr-CA");
    expect(componentsByName).toHaveBeenCalledExactlyOnceWith(["notification_bar", ...tileSlugs()], "fr-CA");
  });

  it("swallows a failed fetch and gives empty data (SPEC §8)", async () => {
    const data = await loadLayoutData(
      servicesWith(async () => {
        throw new Error("database down");
      }),
      origin,
      "en-US",
    );
    expect(data).toEqual({ site: defaultSiteConfig, origin, notificationBar: null, featuredTiles: {}, componentLanguages: {} });
  });

  it("drops a notification bar or tile whose value fails its schema, keeping the rest", async () => {
    const data = await loadLayoutData(
      servicesWith(async () => ({
        notification_bar: [{ id: "bar", render_name: "notification_bar", value: { is_active: true } }],
        featured_learn: [{ id: "image", render_name: "featured_image", value: { alt_text: "no url" } }],
        featured_about: [
          { id: "image", render_name: "featured_image", value: { image_url: "/media/about.jpg", alt_text: "Workshop" } },
          { id: "link", render_name: "featured_link", value: { link_url: "/about", link_text: "About us" } },
        ],
      })),
      origin,
      "en-US",
    );
    expect(data.notificationBar).toBeNull();
    expect(Object.keys(data.featuredTiles)).toEqual(["featured_about"]);
  });

  it("names the components shown in the default locale's words, for their view's lang", async () => {
    const data = await loadLayoutData(
      servicesWith(async () => ({
        featured_about: [{ id: "link", render_name: "featured_link", value: { link_url: "/about", link_text: "About us" }, lang: "en-US" }],
        featured_learn: [{ id: "link", render_name: "featured_link", value: { link_url: "/learn", link_text: "Apprendre" } }],
      })),
      origin,
      "fr-CA",
    );
    expect(data.componentLanguages).toEqual({ featured_about: "en-US" });
  });

  it("reads the demo content: an active notification bar and a tile for every menu", async () => {
    const bySlug = Object.fromEntries(demoComponents.map((component) => [component.slug, component.published?.elements ?? []]));
    const data = await loadLayoutData(
      servicesWith(async (names) => Object.fromEntries(names.flatMap((name) => (bySlug[name] ? [[name, bySlug[name]]] : [])))),
      origin,
      "en-US",
    );
    expect(data.notificationBar?.link?.url).toBe("/support/la-rebuild-program");
    expect(Object.keys(data.featuredTiles).sort()).toEqual([...tileSlugs()].sort());
  });
});
