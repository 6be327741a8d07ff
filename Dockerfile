# syntax=docker/dockerfile:1
# The site's production image: docs/operations.md, "Deployment". Build: docker build -t doors-website .

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npx react-router build

# The runtime needs no build tools: the server bundle and the operators' commands built beside it
# (`npm run content:import`, `admin:user`, `leads:export`) import only production dependencies.
FROM node:20-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/var/lib/doors/data \
    STORAGE_DIR=/var/lib/doors/storage \
    SHUTDOWN_GRACE_SECONDS=30
# package.json's "type": "module" makes Node load build/server/index.js as an ES module.
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# Migrations are applied by the server as it starts (server/storage/db.ts), from this folder.
COPY db/migrations ./db/migrations
# An empty database's first start imports the demo content, which reads its videos from content/.
COPY content ./content
COPY scripts/serve.mjs scripts/server-build.mjs scripts/restart-policy.mjs scripts/tool.mjs scripts/dev-dependencies.mjs ./scripts/
RUN mkdir -p /var/lib/doors/data /var/lib/doors/storage && chown -R node:node /var/lib/doors
VOLUME ["/var/lib/doors/data", "/var/lib/doors/storage"]
USER node
EXPOSE 3000
# The server leaves after SHUTDOWN_GRACE_SECONDS plus at most 10 s for the outboxes and the database:
# stop it with a longer timeout (docker stop -t 45, compose stop_grace_period: 45s).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# serve.mjs without npm start's supervisor: the container's restart policy restarts the server, and
# npm start's rebuild of a stale build needs the sources and build tools this image leaves out.
CMD ["node", "scripts/serve.mjs"]
