# The production image: Next's standalone folder, started with `node start.mjs`
# (migrations at start, then the server). It does what scripts/check-standalone.ts tests
# on every `npm test`: npm ci, npm run build, then start.mjs in the standalone folder.
# The project's machines have no Docker daemon or image registry, so this file has not
# been built there (docs/deployment.md).
#
#   docker build -t property-analysis .
#   docker run -p 3000:3000 -v pas-data:/data \
#     -e ACCESS_PASSWORD=… -e SESSION_SECRET=… property-analysis

# ---- build: dependencies with dev tools, then `npm run build` -------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /src
# better-sqlite3 compiles its native module from source when no prebuilt one downloads.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# The npm the lockfile was made with: it honours package.json "allowScripts" (Prisma's
# engine download scripts stay off; the app's postinstall generates the clients).
RUN npm install -g npm@11.19.1
ENV NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1
# What `npm ci` and its postinstall (prisma generate) need, so this layer is reused while
# only sources change.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts/postinstall.sh scripts/generate-clients.sh scripts/schema-engine-stub.sh ./scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: the standalone folder only (no node_modules of the checkout, no dev tools)
# Same base image as the build: better-sqlite3 was compiled against its Node and glibc.
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
# PDF reports (title, marketing, rebuild, portfolio reports) are printed by Chromium
# (CHROMIUM_PATH, default /usr/bin/chromium). Build with --build-arg WITH_CHROMIUM=false
# (~300 MB smaller) only for an instance that never prints: its PDF calls answer 503.
ARG WITH_CHROMIUM=true
RUN if [ "$WITH_CHROMIUM" = "true" ]; then \
      apt-get update \
      && apt-get install -y --no-install-recommends chromium \
      && rm -rf /var/lib/apt/lists/*; \
    fi
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=file:/data/app.db
COPY --from=build --chown=node:node /src/.next/standalone ./
# The SQLite file lives on a volume; with PostgreSQL (DATABASE_URL=postgresql://…) it
# stays empty. Keep it out of /app/data, which holds the bundled data for load-data.mjs.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "start.mjs"]
