# syntax=docker/dockerfile:1
# The production image of Vozka (issue 19; README "Deployment"): the API bundle and the web build on Node 20,
# production packages only, as the unprivileged `node` user. The same steps without Docker are checked by
# scripts/check-production-start.sh (`npm ci --omit=dev && npm start` in a clean copy of the build).
#
#   docker build -t vozka .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e PUBLIC_URL=https://… vozka

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- manifests: the workspaces' package files, so the install layers are reused while only source changes ----
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY e2e/package.json e2e/

# ---- build: every package (Vite, esbuild, TypeScript), then the web app and the API bundle ----
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
# The map tiles the web app loads (baked into the build and its content security policy).
ARG VITE_MAP_TILE_URL
ENV VITE_MAP_TILE_URL=${VITE_MAP_TILE_URL}
RUN npm run build

# ---- runtime: production packages, the builds and what they read next to their sources ----
FROM manifests AS runtime
# The server's content security policy allows the same map tile host the web build loads from.
ARG VITE_MAP_TILE_URL
ENV VITE_MAP_TILE_URL=${VITE_MAP_TILE_URL} \
    NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    LOG_LEVEL=info \
    TRUST_PROXY=1 \
    NODE_OPTIONS=--max-old-space-size=384
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The domain workspace (linked from node_modules/@vozka/domain), the API bundle and the first admin's
# command, the migrations the bundle applies at start (found next to their source), and the web build.
COPY --from=build /app/packages/domain packages/domain
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/src/db/migrations apps/api/src/db/migrations
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR: the embedded database (one instance without DATABASE_URL), e-mail and SMS files.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Ready: the database answers and the job queue runs (a shutting-down instance answers 503).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself, not npm: SIGTERM reaches the server, which drains and exits within 10 s (docs/operations.md).
# One V8 background thread, as `npm run serve` has it (docs/decisions/0057).
STOPSIGNAL SIGTERM
CMD ["node", "--v8-pool-size=1", "apps/api/dist/server.js"]
