import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../tests/support/database";
import { openTestSite, type TestSite } from "../../tests/support/site";
import { silentLogger } from "../../tests/support/silent-logger";

const SITE = "http://localhost:3000";
const CANONICAL = "https://www.lacantinadoors.com";

// Decision 0055: a locale is added by configuration and translations, no code.
describe.each(siteTestDatabases())("a locale added from a registry file on $name", ({ open }) => {
  let site: TestSite;
  const get = (address: string) => site.app.request(`${SITE}${address}`, { redirect: "manual" });
  beforeAll(async () => {
    site = await openTestSite(await open(), { LOCALES_FILE: path.resolve(import.meta.dirname, "fixtures/locales-es-US.json") });
    const imported = await site.services.content.saveEntities(
      [
        {
          type: "product_category_page",
          path: "/productos/puertas-plegables",
          translationOf: "/products/folding-doors",
          published: {
            title: "Puertas plegables",
            metadata: {},
            elements: [
              {
                id: "folding-openings",
                render_name: "copy",
                value: {
                  header: "Qué tan ancho puede abrirse una pared",
                  copy_text: "<p>Hasta 20 paneles.</p>",
                  align_copy_horizontal: "left",
                },
              },
            ],
          },
        },
      ],
      silentLogger,
      "es-US",
    );
    expect(imported.saved).toBe(1);
  }, 480_000);
  afterAll(() => site.close());

  it("serves the Spanish translation under /es-us with lang es-US and alternates that include it", async () => {
    const response = await get("/es-us/productos/puertas-plegables");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="es-US"');
    expect(html).toContain("Qué tan ancho puede abrirse una pared");
    expect(html).toContain(`<link rel="alternate" hrefLang="es-US" href="${CANONICAL}/es-us/productos/puertas-plegables"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en-US" href="${CANONICAL}/products/folding-doors"/>`);
    // The locales the fixture does not serve are nobody's alternates, though their translations are in the store.
    expect(html).not.toContain('hrefLang="fr-CA"');
  });

  it("sends the en-US path under the new prefix to the translation's own", async () => {
    const response = await get("/es-us/products/folding-doors");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/es-us/productos/puertas-plegables");
    expect((await get("/fr-ca/products/folding-doors")).status).toBe(404);
  });
});
