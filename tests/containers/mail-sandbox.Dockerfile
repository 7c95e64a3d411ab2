# syntax=docker/dockerfile:1
# The mail sandbox as a container, for `make test-containers` only (never part of the operator's stack): the SMTP
# server office-service mails through in the test stack, and the JSON API the tests read the mails from.
# Build context: the repository root. One stage: a test image need not be small. No install scripts: the sandbox
# loads no native module (service-kit's better-sqlite3 is only for its backup command, never imported here).
ARG NODE_IMAGE=node:22-bookworm-slim
FROM ${NODE_IMAGE}
ENV npm_config_nodedir=/usr/local
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages/ packages/
COPY frontend/package.json frontend/
COPY payment-service/package.json payment-service/
COPY comments-service/package.json comments-service/
COPY office-service/package.json office-service/
COPY acme-service/package.json acme-service/
COPY tests/package.json tests/
COPY tests/esewa-sandbox/package.json tests/esewa-sandbox/
COPY tests/khalti-sandbox/package.json tests/khalti-sandbox/
COPY tests/mail-sandbox/ tests/mail-sandbox/
# npm's download cache is the engine's, shared by every image's install and never in a layer: each package is
# downloaded once per machine, not once per image.
RUN --mount=type=secret,id=extra_ca_cert,required=false \
    --mount=type=cache,id=school-website-npm,target=/root/.npm \
    if [ -s /run/secrets/extra_ca_cert ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/extra_ca_cert; fi; \
    npm ci --include-workspace-root --ignore-scripts -w @school/contracts -w @school/service-kit -w mail-sandbox
RUN npm run build -w @school/contracts && npm run build -w @school/service-kit && npm run build -w mail-sandbox
USER node
WORKDIR /app/tests/mail-sandbox
ENV BIND_HOST=0.0.0.0 MAIL_SANDBOX_SMTP_PORT=3025 MAIL_SANDBOX_HTTP_PORT=3026
EXPOSE 3025 3026
CMD ["node", "dist/server.js"]
