# syntax=docker/dockerfile:1
# Pebble, Let's Encrypt's own test ACME server (Debian's `pebble` package), as a container for `make test-containers`
# only: it stands in for Let's Encrypt on the test networks (tests/containers/compose.https.test.yml). Built on the
# same node base as the other test image (the stand-in where Docker Hub cannot be reached). Build context: the
# repository root.
ARG NODE_IMAGE=node:22-bookworm-slim
FROM ${NODE_IMAGE}
RUN apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends pebble openssl \
    && rm -rf /var/lib/apt/lists/*
# Debian's package has no certificate for Pebble's own HTTPS listener: a throw-away test CA and a certificate from
# it for the name `pebble` (how acme-service reaches it), made at build time. acme-service trusts the CA through
# NODE_EXTRA_CA_CERTS, from the pebble-trust volume Pebble copies it to at start.
WORKDIR /pebble
RUN set -eu; \
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 3650 -subj '/CN=Pebble listener test CA' \
      -keyout ca-key.pem -out ca.pem; \
    openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -subj /CN=pebble -keyout key.pem -out listener.csr; \
    printf 'subjectAltName=DNS:pebble,DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n' >listener.ext; \
    openssl x509 -req -in listener.csr -CA ca.pem -CAkey ca-key.pem -CAcreateserial -days 3650 -extfile listener.ext -out cert.pem; \
    rm -f ca-key.pem listener.csr listener.ext ca.srl; \
    mkdir -p /pebble-trust; chown -R node:node /pebble /pebble-trust
COPY tests/containers/pebble/pebble-config.json /pebble/config.json
USER node
# No random waits before validating, and no valid nonce refused at random: the test measures our service, not
# Pebble's robustness drills (acme-client retries a refused nonce anyway).
ENV PEBBLE_VA_NOSLEEP=1 PEBBLE_WFE_NONCEREJECT=0
EXPOSE 14000 15000
# Healthy once the ACME port answers. Pebble makes its root and intermediate keys at start, seconds on a busy
# machine, so one check waits up to 40 s for it.
HEALTHCHECK --interval=10s --timeout=45s --retries=3 \
  CMD ["node", "-e", "const deadline = Date.now() + 40000; (function attempt() { require('net').connect(14000, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => (Date.now() > deadline ? process.exit(1) : setTimeout(attempt, 500))); })();"]
CMD ["sh", "-c", "cp /pebble/ca.pem /pebble-trust/ca.pem && exec pebble -config /pebble/config.json"]
