// One server process of the site for the multi-process test (server/scale-out.site.test.ts): the
// real server (`start()` of server/main.ts: HTTP, outbox, SIGTERM handling) on the environment it
// is given. Its code comes from the production build when SITE_PROCESS_BUILD names a fresh one,
// as scripts/serve.mjs loads it, and otherwise through Vite as the site tests load it (no
// minute-long build). What staff would do in the admin is asked over the IPC channel.
import path from "node:path";
import { pathToFileURL } from "node:url";

async function startSite() {
  const buildDir = process.env.SITE_PROCESS_BUILD;
  if (buildDir) {
    const { start } = await import(pathToFileURL(path.resolve(buildDir, "server/index.js")).href);
    return start();
  }
  const { createServer, createServerModuleRunner } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true, ws: false, watch: null }, appType: "custom", logLevel: "error" });
  const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false, sourcemapInterceptor: false });
  const { start } = await runner.import("/server/main.ts");
  const build = await runner.import("virtual:react-router/server-build");
  // React Router's plugin starts a Vite compiler of its own, which exits with 143 on SIGTERM: the
  // server's own shutdown (finish requests, the outbox's claim, exit 0) is what is tested.
  process.removeAllListeners("SIGTERM");
  return start({ production: { getBuild: async () => build, clientDir: "public" } });
}

const site = await startSite();
const editor = { id: "scale-out-test", name: "Scale-out test" };

/** What the test asks of this instance, as staff would through the admin. */
const commands = {
  /** Gives the page at `path` a new title and publishes it. */
  async publish({ path: pagePath, title }) {
    const { content } = site.services;
    const page = await content.pageByPath(pagePath);
    const entity = await content.editing.entityForEditor(page.id);
    const { metadata, tags, publicationDate } = entity;
    const draft = await content.editing.saveDraft(
      entity.id,
      { title, metadata, tags, publicationDate: publicationDate ? new Date(publicationDate) : null },
      null,
      entity.revision,
      editor,
    );
    if (!draft.ok) throw new Error(draft.reason);
    const published = await content.editing.publish(entity.id, draft.revision, editor);
    if (!published.ok) throw new Error(published.reason);
    return { publishedAt: Date.now() };
  },
  /** A new account and its one-time link to choose a password, as `npm run admin:user` makes one. */
  async invite({ email, name, role }) {
    return site.services.accounts.invite({ email, name, role });
  },
  /** A new phone number in the company's details and a redirect, as staff set them in the admin. */
  async changeSettings({ tel, label, from, to }) {
    const { settings, redirects, log } = site.services;
    await settings.saveCompany({ ...settings.current().company, phone: { label, tel } }, editor);
    await redirects.saveRedirects([{ from, to, status: 301 }], log);
    return null;
  },
  /** What this instance holds now: the phone number pages show and where `from` redirects. */
  async state({ from }) {
    return { tel: site.services.site.phone.tel, redirect: await site.services.redirects.resolve(from) };
  },
  memory() {
    return process.memoryUsage();
  },
};

process.on("message", async ({ id, command, args }) => {
  try {
    process.send({ id, ok: true, value: await commands[command](args) });
  } catch (error) {
    process.send({ id, ok: false, error: String(error?.stack ?? error) });
  }
});
process.send({ ready: true, pid: process.pid });
