import { chmod, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { leadsCsvStream } from "../app/features/leads/export.server";
import { isLeadForm } from "../app/features/leads/options";
import { isStaffRole } from "../app/features/accounts";
import type { AppServices } from "../app/services.server";
import type { Db } from "../app/platform/db";
import type { Backups } from "./storage/backups";
import { answers } from "./process/control-socket";

/**
 * What the command-line tools ask of a running site that holds the embedded database, which only
 * one process may open (`npm run leads:export`, `npm run content:import`, `npm run backup`).
 */
export function createControlApp(
  services: Pick<AppServices, "log" | "config" | "changes" | "accounts"> &
    Partial<Pick<AppServices, "storage">> & { db: Db; backups?: Backups | null },
) {
  const app = new Hono();
  app.get("/leads.csv", async (c) => {
    const form = c.req.query("form") ?? "";
    const since = new Date(c.req.query("since") ?? "1970-01-01");
    if (!isLeadForm(form) || Number.isNaN(since.getTime())) return c.json({ error: "bad_request", message: "Unknown form or date." }, 400);
    return c.body(leadsCsvStream(services.db, { form, from: since }, await services.accounts.staffNames()), 200, {
      "Content-Type": "text/csv; charset=utf-8",
    });
  });
  // A fresh first-administrator link for an operator who lost the one in the log (409 once anyone has an account).
  app.post("/staff/setup-link", async (c) => {
    const link = await services.accounts.firstAdminSetupLink();
    return link ? c.json({ link }) : c.json({ error: "exists", message: "An account exists already: use npm run admin:user." }, 409);
  });
  app.post("/staff/reset", async (c) => {
    const answer = await services.accounts.resetLink(c.req.query("email") ?? "");
    return "error" in answer ? c.json({ error: "not_found", message: "No account has this e-mail address." }, 404) : c.json(answer);
  });
  app.post("/staff", async (c) => {
    const { email = "", name = "", role = "" } = c.req.query();
    if (!isStaffRole(role) || !email.includes("@") || email.length > 254 || name.length > 120)
      return c.json({ error: "bad_request", message: "A valid e-mail address and role are needed." }, 400);
    const invitation = await services.accounts.invite({ email, name: name || email, role });
    if ("error" in invitation) return c.json({ error: "exists", message: `An account for ${email} exists already.` }, 409);
    return c.json(invitation);
  });
  app.post("/content/import", async (c) => {
    const { config, db, log, changes, storage } = services;
    const { importDemoContent } = await import("../content");
    const result = await importDemoContent({
      db,
      storageDir: config.STORAGE_DIR,
      store: storage?.files,
      log,
      locale: config.CONTENT_LOCALE,
      changes,
    });
    // The gallery and the documents of the import drop no page of their own.
    await changes.publish({ kind: "everything" });
    return c.json(result);
  });
  // A backup made by the site, which alone may read its database (docs/decisions/0035).
  app.post("/backup", async (c) => {
    if (!services.backups) return c.json({ error: "not_found", message: "This site makes no backups of its own." }, 404);
    return c.json(await services.backups.run());
  });
  app.onError((error, c) => {
    services.log.error({ err: error }, "control request failed");
    return c.json({ error: "internal_error", message: error.message }, 500);
  });
  return app;
}

/** Serves the control app on a Unix socket only this user may open; the returned function closes it. */
export async function serveControl(app: Hono, socketPath: string): Promise<() => Promise<void>> {
  if (await answers(socketPath)) throw new Error(`Another process answers on ${socketPath}.`);
  await rm(socketPath, { force: true });
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  };
}
