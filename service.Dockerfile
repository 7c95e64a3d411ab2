# syntax=docker/dockerfile:1
# One image recipe for the three services. Build context: the repository root (see docker-compose.yml), e.g.
#   docker build -f service.Dockerfile --build-arg SERVICE=payment-service --build-arg PORT=3001 .
#   docker build -f service.Dockerfile --build-arg SERVICE=comments-service --build-arg PORT=3002 .
#   docker build -f service.Dockerfile --build-arg SERVICE=office-service --build-arg PORT=3004 .
#
# The stages toolchain, deps and production-deps are the same for the three services: they declare no SERVICE or
# PORT (a declared build arg is part of a RUN step's cache key even where it is unused) and copy the same files, so
# the engine's layer cache builds them once, for the first service, and the other two reuse their layers: one
# `npm ci` of everything the three build with, one of what they run with, and better-sqlite3 compiled once. Only
# the stages build and runtime are the service's own. A change to a service's source rebuilds only its build and
# runtime stages; a change to packages/ rebuilds deps from its COPY of packages/ on.
ARG NODE_IMAGE=node:22-bookworm-slim

# Native modules (better-sqlite3) build from source here, so the runtime image needs no compiler.
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
# node-gyp finds Node's headers in the image (/usr/local/include/node) instead of downloading them.
ENV npm_config_nodedir=/usr/local
WORKDIR /app
# Every workspace's package.json: npm ci checks the one lockfile against all of them.
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages/service-kit/package.json packages/service-kit/
COPY packages/contracts/package.json packages/contracts/
COPY frontend/package.json frontend/
COPY payment-service/package.json payment-service/
COPY comments-service/package.json comments-service/
COPY office-service/package.json office-service/
COPY acme-service/package.json acme-service/
COPY tests/package.json tests/
COPY tests/esewa-sandbox/package.json tests/esewa-sandbox/
COPY tests/khalti-sandbox/package.json tests/khalti-sandbox/
COPY tests/mail-sandbox/package.json tests/mail-sandbox/

# What the three services and the workspace libraries build with (dev dependencies included), and the libraries
# built, one at a time, each before those that import it (service-kit imports contracts), as `make libs` does.
FROM toolchain AS deps
# Behind a TLS-intercepting proxy, its CA certificate comes in as the build secret extra_ca_cert (never in a layer).
# npm's download cache is the engine's, shared by every image's install and never in a layer: each package is
# downloaded once per machine, not once per image.
RUN --mount=type=secret,id=extra_ca_cert,required=false \
    --mount=type=cache,id=school-website-npm,target=/root/.npm \
    if [ -s /run/secrets/extra_ca_cert ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/extra_ca_cert; fi; \
    npm ci --include-workspace-root -w @school/contracts -w @school/service-kit \
      -w payment-service -w comments-service -w office-service
COPY packages/ packages/
RUN npm run build -w @school/contracts && npm run build -w @school/service-kit

# What the three services run with: their production dependencies, installed once for all three (so an image also
# holds the other two services' production packages, e.g. office-service's mail and upload ones; none is loaded by
# a service that does not import it). No install scripts: better-sqlite3, the one native module, gets the build
# deps compiled (same lockfile, Node and compiler), instead of compiling it again.
FROM toolchain AS production-deps
RUN --mount=type=secret,id=extra_ca_cert,required=false \
    --mount=type=cache,id=school-website-npm,target=/root/.npm \
    if [ -s /run/secrets/extra_ca_cert ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/extra_ca_cert; fi; \
    npm ci --omit=dev --ignore-scripts -w payment-service -w comments-service -w office-service && \
    mkdir -p payment-service/node_modules comments-service/node_modules office-service/node_modules
COPY --from=deps /app/node_modules/better-sqlite3/build node_modules/better-sqlite3/build

# The service's own: its TypeScript, built against the libraries built in deps.
FROM deps AS build
# Build args stay in the stage that declares them (buildah and the classic builder do not pass them on).
ARG SERVICE
ARG PORT
# Checked here, the first stage that declares them: a check in a shared stage would make it the service's own.
RUN test -n "${SERVICE}" -a -n "${PORT}" || { echo 'build with --build-arg SERVICE=<payment-service|comments-service|office-service> --build-arg PORT=<port>' >&2; exit 1; }
COPY ${SERVICE}/ ${SERVICE}/
RUN npm run build -w ${SERVICE}
# samples/: data a service may load at start (office-service's sample results, RESULTS_SAMPLES=yes); empty for the others.
RUN mkdir -p ${SERVICE}/samples

FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ARG PORT
# Each service reads only its own port and data settings; the other services' are unused.
ENV NODE_ENV=production \
    BIND_HOST=0.0.0.0 \
    PORT=${PORT} \
    PAYMENT_PORT=${PORT} \
    PAYMENT_DB_PATH=/data/payments.sqlite \
    COMMENTS_PORT=${PORT} \
    COMMENTS_DB_PATH=/data/comments.sqlite \
    OFFICE_PORT=${PORT} \
    OFFICE_DB_PATH=/data/office.sqlite \
    OFFICE_FILES_PATH=/data/office-files
WORKDIR /app
COPY --from=production-deps /app/node_modules node_modules
COPY --from=production-deps /app/${SERVICE}/node_modules ${SERVICE}/node_modules
# node_modules links @school/* to packages/: their package.json and built dist/ are all they need.
COPY packages/service-kit/package.json packages/service-kit/
COPY --from=build /app/packages/service-kit/dist packages/service-kit/dist
COPY packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/${SERVICE}/dist ${SERVICE}/dist
COPY --from=build /app/${SERVICE}/samples ${SERVICE}/samples
COPY ${SERVICE}/package.json ${SERVICE}/
# The SQLite file lives on a named volume; the folder is created owned by the unprivileged user.
RUN mkdir -p /data && chown node:node /data
# office-service's mount point of the publish queue, as the publisher image has it (nginx/Dockerfile): group 101,
# which office-service shares with the publisher (docker-compose.yml group_add), setgid. Unused by the other two.
RUN mkdir -p /srv/publish-queue && chown 101:101 /srv/publish-queue && chmod 2775 /srv/publish-queue
VOLUME /data
USER node
WORKDIR /app/${SERVICE}
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server.js"]
