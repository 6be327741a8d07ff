import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { REFLECTED_MARKERS } from "../../../tests/support/hostile";
import { openTestSite, type TestSite } from "../../../tests/support/site";

// The page as a browser without JavaScript gets it: a GET form, and the answer in the HTML.

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe.each(siteTestDatabases())("the opening helper's page on $name", (database) => {
  let site: TestSite;
  const get = async (path: string) => {
    const response = await site.app.request(path);
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    site = await openTestSite(await database.open());
  }, 180_000);
  afterAll(() => site.close());

  it("offers a GET form and no answer before a size is given", async () => {
    const { status, html } = await get("/size-your-opening");
    expect(status).toBe(200);
    expect(html).toMatch(/<form[^>]*aria-label="Your opening" action="\/size-your-opening" method="get">/);
    expect(html).toContain('<link rel="canonical" href="https://');
    expect(text(html)).not.toContain("What fits your opening");
  });

  it("reads a bare size in millimetres on a Canadian page, where the same address is too large in inches", async () => {
    const french = await get("/fr-ca/size-your-opening?width=4980&height=2440");
    expect(french.status).toBe(200);
    expect(french.html).toContain(`aria-label="Votre ouverture"`);
    expect(french.html).toContain("4\u00a0980\u00a0mm");
    expect((await get("/size-your-opening?width=4980&height=2440")).status).toBe(400);
  });

  it("answers a shareable address with every kind, its layouts drawn and its products linked", async () => {
    const { status, html } = await get("/size-your-opening?width=196&height=96&unit=in");
    expect(status).toBe(200);
    const page = text(html);
    expect(page).toContain("Your opening is 16 ft 4 in wide and 8 ft high.");
    for (const words of ["Folding doors", "Sliding doors", "Swing doors", "5 panels, all stacking left", "3 left + 2 right"])
      expect(page).toContain(words);
    expect(page).toContain("does not fit. Configurations are at most 14 ft wide; your opening is 16 ft 4 in.");
    expect(html).toMatch(/<svg role="img" aria-labelledby="[^"]+"[^>]*><title id="[^"]+">5 panels, all stacking left<\/title><desc/);
    expect(html).toContain('href="/products/folding-doors/aluminum"');
    expect(html).toContain('href="/support/technical-documents?Product_Type=Folding&amp;Material_Type=Aluminum"');
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/size-your-opening"/);
  });

  it("reads the same opening however it is written", async () => {
    const answers = await Promise.all(
      [
        "width=196&height=96",
        `width=${encodeURIComponent(`16' 4"`)}&height=8+ft`,
        "width=16+ft+4+in&height=96+in",
        "width=4978.4+mm&height=2438.4+mm",
      ].map(async (query) => text((await get(`/size-your-opening?${query}&unit=in`)).html).match(/Your opening is [^.]+\./)?.[0]),
    );
    expect(new Set(answers)).toEqual(new Set(["Your opening is 16 ft 4 in wide and 8 ft high."]));
    expect(text((await get("/size-your-opening?width=4980&height=2440&unit=mm")).html)).toContain(
      "Your opening is 4,980 mm wide and 2,440 mm high.",
    );
  });

  it("says why nothing fits and offers the contact form", async () => {
    const { status, html } = await get("/size-your-opening?width=70+ft&height=8+ft&unit=in");
    expect(status).toBe(200);
    const page = text(html);
    expect(page).toContain("Nothing we make fits this opening");
    expect(page).toContain("Configurations are at most 65 ft wide; your opening is 70 ft.");
    expect(html).toContain('href="/contact-us?form_type_id=product_info"');
  });

  it("is set to a product from its page", async () => {
    const product = await get("/products/swing-doors/wood");
    expect(product.html).toMatch(/<form[^>]*aria-labelledby="will-it-fit"[^>]*action="\/size-your-opening" method="get">/);
    expect(product.html).toContain('<input type="hidden" name="product" value="swing-doors/wood"/>');
    const page = text((await get("/size-your-opening?product=swing-doors%2Fwood&width=3+ft&height=80+in")).html);
    expect(page).toContain("Wood Swing Doors fits");
    expect(page).not.toContain("Aluminum Swing Doors");
    expect(page).not.toContain("Folding doors");
  });

  it("answers hostile sizes with the page and a message at the field, never a 5xx", async () => {
    const hostile = ["abc", "1e309", "-5", "0", "5280+ft", "1".repeat(500), "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "16%27%27%27"];
    for (const value of hostile) {
      const { status, html } = await get(`/size-your-opening?width=${value}&height=96&unit=in`);
      expect(status, value).toBe(400);
      expect(html, value).toMatch(/<p id="width-error"[^>]*data-field-error="width">[^<]+<\/p>/);
      for (const marker of REFLECTED_MARKERS) expect(html, value).not.toContain(marker);
    }
    // NUL, control characters and broken percent-encoding never reach the page: the site refuses the address itself.
    for (const value of ["%00", "%E0%A4%A", "19%01%7F6"])
      expect((await get(`/size-your-opening?width=${value}&height=96`)).status, value).toBe(400);
    const { status } = await get("/size-your-opening?unit=yard&kind=__proto__&material=../../etc&option=%3Csvg%3E");
    expect(status).toBe(200);
  });

  it("is listed in the sitemap", async () => {
    expect((await get("/sitemap.xml")).html).toContain("/size-your-opening</loc>");
    expect((await get("/sitemap")).html).toContain('href="/size-your-opening"');
  });
});
