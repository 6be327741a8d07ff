import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { REFLECTED_MARKERS } from "../../../tests/support/hostile";
import { leadFormData, validLeads } from "../../../tests/support/leads";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { smtpSink } from "../../../tests/e2e/smtp-sink";
import { signedInStaff } from "../../../tests/support/staff";
import { createFillTokens } from "./fill-token.server";
import { LEADS_FOLDER } from "./multipart.server";
import { PUBLISH_CONSENT_MESSAGE } from "./schemas";
import { FILL_TOKEN_FIELD } from "./spam";
import { leadDeliveries, leadSubmissions } from "./tables.server";

const SITE = "http://localhost:3000";
const FORM_TOKEN_SECRET = "project-form-test-fill-token-secret-0123";
const MARKETING = "marketing@example.com";
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const MB = 1024 * 1024;

/** A project as the page's form posts it without JavaScript: its fields, a fill token old enough, and `photos`. */
function project(fields: Record<string, string> = {}, photos: [Uint8Array<ArrayBuffer>, string][] = [[JPEG, "terrace.jpg"]]): FormData {
  const body = leadFormData(
    "lac_submit_project",
    { ...validLeads.lac_submit_project, ...fields },
    { [FILL_TOKEN_FIELD]: createFillTokens(FORM_TOKEN_SECRET).issue(Date.now() - 60_000) },
  );
  for (const [head, name] of photos) body.append("photo[]", new Blob([head, new Uint8Array(2000)]), name);
  return body;
}

/** A project whose one photo is `size` bytes, generated as it is sent: never held whole. */
function projectWithPhotoOf(size: number, boundary: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const parts = Object.entries({ ...validLeads.lac_submit_project, processor: "lac_submit_project" })
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`)
    .join("");
  const head = encoder.encode(
    `${parts}--${boundary}\r\nContent-Disposition: form-data; name="photo[]"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const chunk = new Uint8Array(MB);
  chunk.set(JPEG);
  let sent = -1;
  return new ReadableStream({
    pull(controller) {
      if (sent < 0) {
        controller.enqueue(head);
        sent = 0;
      } else if (sent < size) {
        sent += chunk.length;
        controller.enqueue(chunk);
      } else {
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      }
    },
  });
}

describe.each(siteTestDatabases())("the project form of /submit-your-project on $name", ({ open }) => {
  let site: TestSite;
  const mail = smtpSink(0);
  const request = (target: string, init?: RequestInit) => site.app.request(`${SITE}${target}`, init);
  const send = (body: FormData) => request("/submit-your-project", { method: "POST", body, headers: { Origin: SITE } });
  const storedPhotos = async () => (await readdir(path.join(site.storageDir, LEADS_FOLDER)).catch(() => [])).sort();
  const leads = () => site.db.select().from(leadSubmissions);

  beforeAll(async () => {
    await mail.start();
    site = await openTestSite(await open(), {
      FORM_TOKEN_SECRET,
      // Every post here comes from one address: the per-IP limit is forms-http.site.test.ts's.
      FORM_RATE_LIMIT: "100",
      SMTP_URL: `smtp://127.0.0.1:${mail.port()}`,
      LEAD_RECIPIENTS: "sales@example.com",
      LEAD_RECIPIENTS_LAC_SUBMIT_PROJECT: MARKETING,
    });
  }, 480_000);
  afterAll(async () => {
    await site?.close();
    await mail.stop();
  });
  afterEach(async () => {
    mail.messages.length = 0;
    await site.db.delete(leadDeliveries);
    await site.db.delete(leadSubmissions);
  });

  it("shows the content page with a real form, posting its photos to the page itself, never from a shared cache", async () => {
    const response = await request("/submit-your-project");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("<title>Submit Your Project | LaCantina Doors Gallery</title>");
    expect(html).toContain("Show us your opening");
    const form = /<form aria-label="Submit Your Project"[^>]*>/.exec(html)?.[0] ?? "";
    for (const attribute of ['method="post"', 'encType="multipart/form-data"', 'action="/submit-your-project"'])
      expect(form).toContain(attribute);
    expect(html).toContain('name="processor" value="lac_submit_project"');
    const photos = /<input id="photo"[^>]*>/.exec(html)?.[0] ?? "";
    for (const attribute of ['name="photo[]"', 'type="file"', 'accept="image/*"', 'multiple=""', 'required=""'])
      expect(photos).toContain(attribute);
    expect(html).toContain('<option value="folding-doors/aluminum-wood">Aluminum Wood Folding Doors</option>');
    expect(html).not.toContain("subject Marketing");
  });

  it("without JavaScript, stores a project with its photos, thanks the visitor and e-mails marketing with the photos attached", async () => {
    const response = await send(
      project({ project_name: "Casa\u0000 Marea\u001b[31m", description: "Photos by <b>Ines</b>\u0007 Roca." }, [
        [JPEG, "terrace.jpg"],
        [PNG, "kitchen.png"],
      ]),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Thank You");
    expect(html).toContain("link for uploading full-size photographs");

    const [lead] = await leads();
    expect(lead?.form).toBe("lac_submit_project");
    expect(lead?.fields).toEqual({
      project_name: "Casa Marea[31m",
      location: "Encinitas, California",
      product: "folding-doors/aluminum-wood",
      description: "Photos by <b>Ines</b> Roca.",
      first_name: "Noa",
      last_name: "Baptiste",
      email: "noa@example.com",
      publish_consent: true,
      product_updates: true,
      product_updates_default: "ticked",
    });
    expect(lead?.photos.map((photo) => [photo.original_name, photo.content_type])).toEqual([
      ["terrace.jpg", "image/jpeg"],
      ["kitchen.png", "image/png"],
    ]);
    for (const photo of lead?.photos ?? []) expect(await storedPhotos()).toContain(photo.file);

    expect(await site.outbox.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    const message = mail.find(MARKETING)?.raw;
    expect(message).toContain("Subject: Submit Your Project: Noa Baptiste");
    expect(message).toContain("Photos by &lt;b&gt;Ines&lt;/b&gt; Roca.");
    expect(message).toMatch(/Content-Disposition: attachment;\s+filename=terrace\.jpg/);
    expect(message).toMatch(/Content-Disposition: attachment;\s+filename=kitchen\.png/);
  });

  it("refuses a project without the consent to publish, and shows why under the box, keeping what was typed but no photo", async () => {
    const before = await storedPhotos();
    const body = project({ project_name: "Casa Zoë" });
    body.delete("publish_consent");
    const response = await send(body);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(PUBLISH_CONSENT_MESSAGE);
    const consent = /<input id="publish_consent"[^>]*>/.exec(html)?.[0] ?? "";
    for (const attribute of ['required=""', 'aria-invalid="true"', 'aria-describedby="publish_consent-error"'])
      expect(consent).toContain(attribute);
    expect(consent).not.toContain("checked");
    expect(html).toContain('value="Casa Zoë"');
    expect(html).toMatch(/<option value="folding-doors\/aluminum-wood" selected="">/);
    expect(await leads()).toEqual([]);
    expect(await storedPhotos()).toEqual(before);
  });

  it("refuses a project without a photo, or with a file that is not one whatever its name and type say", async () => {
    const before = await storedPhotos();
    const none = await send(project({}, []));
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Attach at least one photo.");

    const disguised = project({}, [[new TextEncoder().encode("<script>alert(1)</script>"), "<img src=x onerror=alert(1)>.jpg"]]);
    const refused = await send(disguised);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Attach photos only (JPEG, PNG, GIF, WebP, HEIC, AVIF or TIFF).");
    for (const marker of REFLECTED_MARKERS) expect(html).not.toContain(marker);
    expect(await leads()).toEqual([]);
    expect(await storedPhotos()).toEqual(before);
  });

  it("answers 413 once the photos reach 100 MB, as on the service request, and keeps none of it", async () => {
    const before = await storedPhotos();
    const boundary = "----projectboundary";
    const response = await request("/submit-your-project", {
      method: "POST",
      body: projectWithPhotoOf(100 * MB + 10, boundary),
      headers: { Origin: SITE, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("File attachments exceed total size limit.");
    expect(await leads()).toEqual([]);
    expect(await storedPhotos()).toEqual(before);
  }, 120_000);

  it("refuses a product that is not one of the catalogue's, and hostile text in its fields, with a 400 and nothing reflected", async () => {
    const hostile: [string, string][] = [
      ["product", "garage-doors/steel"],
      ["product", "<script>alert(1)</script>"],
      ["email", "<svg onload=alert(1)>"],
      ["project_name", "x".repeat(20_000)],
      ["location", "\u0000\u0001"],
      ["first_name", "<img src=x onerror=alert(1)>"],
    ];
    for (const [field, value] of hostile) {
      const response = await send(project({ [field]: value }));
      expect([field, response.status]).toEqual([field, 400]);
      const html = await response.text();
      for (const marker of REFLECTED_MARKERS) expect(html, field).not.toContain(marker);
    }
    expect(await leads()).toEqual([]);
  });

  it("shows the sales team the new kind of lead in the inbox, filtered by form, on its page and in the CSV", async () => {
    expect((await send(project({ last_name: "Okafor" }))).status).toBe(200);
    const cookie = await signedInStaff(site, "sales");
    const asSales = (target: string) => request(target, { headers: { cookie } });

    const inbox = await (await asSales("/admin/leads?form=lac_submit_project")).text();
    expect(inbox).toMatch(/<option value="lac_submit_project"[^>]*>Submit Your Project<\/option>/);
    expect(inbox).toContain("Noa Okafor");
    const [lead] = await leads();
    const detail = await (await asSales(`/admin/leads/${lead?.id}`)).text();
    expect(detail).toContain("Submit Your Project");
    expect(detail).toContain("Casa Marea");
    expect(detail).toContain(`src="/admin/leads/${lead?.id}/photos/1"`);

    const csv = await asSales("/admin/leads/export.csv?form=lac_submit_project");
    expect(csv.headers.get("content-disposition")).toMatch(/filename="leads-lac_submit_project-/);
    const [header, row, ...rest] = (await csv.text()).trimEnd().split("\r\n");
    expect(header).toMatch(
      /^id,submitted_at,form,locale,status,assignee,project_name,location,product,description,first_name,last_name,email,phone,publish_consent,product_updates,/,
    );
    expect(row).toContain(',Casa Marea,"Encinitas, California",folding-doors/aluminum-wood,');
    expect(rest).toEqual([]);
  });
});
