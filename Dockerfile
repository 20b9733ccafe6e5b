# syntax=docker/dockerfile:1
# Multi-stage build of the one Equilibrio process (web app + API + identity + jobs).

# The workspaces' manifests, which both installs below read (npm ci needs every workspace's).
FROM node:22-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/

FROM manifests AS deps
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The web app in production mode and the compiled server (apps/server/dist).
RUN npm run build

FROM manifests AS runtime
# Every interface: in a container the proxy (or the port mapping) reaches the process from outside
# its loopback. (Outside production the server's own default is 127.0.0.1.)
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
# Production dependencies only: the server's and the contract's packages (zod…), which the
# compiled server imports; no TypeScript compiler, no tsx, no build tools (devDependencies).
RUN npm ci --omit=dev --workspace @equilibrio/server --workspace @equilibrio/contract \
    --include-workspace-root --no-audit --no-fund \
  && npm cache clean --force
# The compiled server (scripts/server-build.mjs: our TypeScript and the contract's, bundled) and
# what it reads at run time, found from apps/server (src/server-root.ts): the migrations, the
# gazetteer, the shipped files and the legal texts.
COPY --from=build /app/apps/server/dist apps/server/dist
# The operators' commands (npm run db:migrate, user:create, user:disable, user:enable) run the
# compiled programs through it (and the list of those programs).
COPY scripts/server-program.mjs scripts/server-programs.mjs scripts/
COPY apps/server/src/db/migrations apps/server/src/db/migrations
COPY apps/server/src/modules/places/data apps/server/src/modules/places/data
COPY apps/server/public-files apps/server/public-files
COPY apps/server/legal apps/server/legal
COPY apps/server/private-files apps/server/private-files
COPY --from=build /app/apps/web/dist apps/web/dist
# The signed-in home's renderer (self-contained: it needs none of the web app's dependencies).
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
# Uploads (DATA_DIR/files) when no S3 bucket is configured: a volume the app processes share.
RUN mkdir -p /app/data/files && chown -R node:node /app/data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/server/dist/main.js"]
