# Oja's production image: the shop, the console and the API in one Node.js 24 process (docs/deploy.md).
#
#   docker build -t oja .
#   docker run --env-file .env -p 3000:3000 oja          # settings: .env.example
#
# The build stage installs every package and runs `npm run build`; the runtime stage installs only the
# packages the server imports (npm ci --omit=dev) and copies the build in, so no compiler, bundler or test tool
# ships. scripts/check-production-build.ts performs this file's runtime steps in a temporary folder (CI runs it
# after npm test), so keep this stage's COPY, RUN npm ci, ENV, HEALTHCHECK and CMD lines in the forms it reads.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
ENV TURBO_TELEMETRY_DISABLED=1
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund --loglevel=error
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
ENV OJA_MODE=production
ENV PORT=3000
ENV OJA_DATA_DIR=/var/lib/oja
WORKDIR /app
# Every workspace's package.json (npm ci needs them all to read the lockfile), before the build, so this layer
# is rebuilt only when the packages change.
COPY package.json package-lock.json ./
COPY packages/api-client/package.json packages/api-client/
COPY packages/catalogue/package.json packages/catalogue/
COPY packages/content/package.json packages/content/
COPY packages/domain/package.json packages/domain/
COPY packages/ui/package.json packages/ui/
COPY apps/admin/package.json apps/admin/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# No install scripts: the packages the server needs have none (sharp's binaries are packages of their own).
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error && npm cache clean --force
# What the server reads at run time (apps/api/src/paths.ts): its bundle, the migrations, the contract, the web
# app's files and server renderer, the console.
COPY --from=build /app/openapi.yaml ./
COPY --from=build /app/apps/api/dist apps/api/dist/
COPY --from=build /app/apps/api/drizzle apps/api/drizzle/
COPY --from=build /app/apps/web/dist apps/web/dist/
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr/
COPY --from=build /app/apps/admin/dist apps/admin/dist/
# PGlite's folder (without DATABASE_URL), the generated product images and the uploaded pictures (without a
# bucket): a volume here keeps them across containers.
RUN mkdir -p /var/lib/oja && chown node:node /var/lib/oja
USER node
EXPOSE 3000
# The server finishes its requests and jobs on SIGTERM (docker stop); give it more than its grace, e.g.
# docker stop --time 30.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
