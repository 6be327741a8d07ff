import { readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { importGraph } from "./production-imports.mjs";

const ServiceSchema = z.object({
  image: z.string().optional(),
  user: z.string().optional(),
  environment: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  volumes: z.array(z.string()).optional(),
  healthcheck: z.object({ test: z.array(z.string()) }).optional(),
  stop_grace_period: z.string().optional(),
  command: z.array(z.string()).optional(),
});
const ComposeSchema = z.object({ services: z.record(z.string(), ServiceSchema), volumes: z.record(z.string(), z.unknown()) });

const compose = ComposeSchema.parse(load(readFileSync("compose.yaml", "utf8")));
const nginx = readFileSync("deploy/nginx.conf", "utf8");
const apps = Object.entries(compose.services).filter(([, service]) => service.environment?.DATABASE_URL !== undefined);

describe("compose.yaml", () => {
  it("runs two instances of the site on the one PostgreSQL database", () => {
    expect(apps.map(([name]) => name)).toEqual(["app1", "app2"]);
    for (const [, app] of apps) {
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\/doors$/);
      expect(app.environment?.TRUST_PROXY).toBe("true");
    }
  });

  it("sends visitors only to ready instances and gives them their shutdown grace", () => {
    for (const [, app] of apps) {
      expect(app.healthcheck?.test.join(" ")).toContain("/api/ready");
      const grace = Number(app.environment?.SHUTDOWN_GRACE_SECONDS);
      expect(Number.parseInt(app.stop_grace_period ?? "0", 10)).toBeGreaterThanOrEqual(grace + 10);
    }
  });

  it("keeps the files in one private bucket both instances share, each keeping its own folders", () => {
    for (const [, app] of apps) {
      expect(app.environment).toMatchObject({ S3_BUCKET: "doors-media", S3_ENDPOINT: "http://minio:9000" });
      expect(app.environment?.AWS_SECRET_ACCESS_KEY).toMatch(/^\$\{MINIO_ROOT_PASSWORD:\?/);
    }
    expect(compose.services.bucket?.command?.join(" ")).toContain("mc mb --ignore-existing store/doors-media");
    expect(compose.services.bucket?.command?.join(" ")).not.toMatch(/anonymous|policy/);
    for (const folder of ["storage", "data"]) {
      const mounts = new Set(apps.map(([, app]) => app.volumes?.find((volume) => volume.endsWith(`:/var/lib/doors/${folder}`))));
      expect(mounts.size, folder).toBe(2);
    }
  });

  it("runs no service as root where the image allows another user", () => {
    for (const name of ["app1", "app2", "postgres", "proxy"]) {
      expect(compose.services[name]?.user, name).toMatch(/^(?!root$|0(:|$)).+/);
    }
  });

  it("puts no secret in the file", () => {
    const settings = Object.values(compose.services).flatMap((service) => Object.entries(service.environment ?? {}));
    const secrets = settings.filter(([name, value]) => /PASSWORD|SECRET|TOKEN/.test(name) || String(value).includes("@"));
    expect(secrets.length).toBeGreaterThan(0);
    for (const [name, value] of secrets) expect(String(value), name).toMatch(/\$\{[A-Z_]+(:\?[^}]*)?\}/);
  });
});

describe("deploy/nginx.conf", () => {
  it("balances over both instances and tells them who the visitor is", () => {
    for (const [name] of apps) expect(nginx).toContain(`server ${name}:3000`);
    expect(nginx).toContain("proxy_pass http://site;");
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-Proto /);
  });

  it("takes form bodies whole within a short time, and streams uploads and downloads instead of holding them", () => {
    const [common = "", uploads = ""] = nginx.split(/\n\s*location ~ /);
    expect(common).toContain("proxy_request_buffering on;");
    expect(common).toMatch(/client_body_timeout 15s;/);
    expect(common).toContain("proxy_buffering off;");
    expect(uploads).toContain("proxy_request_buffering off;");
    expect(uploads).toContain("client_max_body_size 0;");
  });

  it("is the file the proxy service mounts", () => {
    expect(compose.services.proxy?.volumes).toContain("./deploy/nginx.conf:/etc/nginx/nginx.conf:ro");
  });
});

describe("Dockerfile", () => {
  const dockerfile = readFileSync("Dockerfile", "utf8");

  it("copies into the runtime every script its server and the operators' commands load", () => {
    const copied = [...dockerfile.matchAll(/^COPY (scripts\/\S+(?: scripts\/\S+)*) \.\/scripts\/$/gm)].flatMap(([, files]) =>
      files!.split(" "),
    );
    const loaded = [...importGraph(["scripts/serve.mjs", "scripts/tool.mjs"]).files].map((file) => path.relative(process.cwd(), file));
    expect(copied.sort()).toEqual(loaded.sort());
    expect(dockerfile).toMatch(/^CMD \["node", "scripts\/serve.mjs"\]$/m);
  });

  it("runs on an install without the dev dependencies", () => {
    expect(dockerfile).toContain("RUN npm ci --omit=dev");
    expect(dockerfile).toContain("COPY --from=prod-deps /app/node_modules ./node_modules");
  });
});
