#!/usr/bin/env bash
# Builds every image a Compose file names, from its own build section (context, dockerfile, args), with the
# optional CA certificate of a TLS-intercepting proxy as the build secret `extra_ca_cert`.
#
# Usage: scripts/containers/build-images.sh [-f compose-file]...   (default: docker-compose.yml)
# EXTRA_CA_CERT=/path/ca.crt (environment or .env): the extra CA; it is used only by the build, never kept.
set -euo pipefail
source "$(dirname "$0")/engine.sh"
cd "$repo_root"

compose_files=()
while [ $# -gt 0 ]; do
  case "$1" in
    -f) compose_files+=(-f "$2"); shift 2 ;;
    *) echo "build-images.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
[ ${#compose_files[@]} -gt 0 ] || compose_files=(-f docker-compose.yml)

if [ -z "${EXTRA_CA_CERT:-}" ] && [ -f .env ]; then
  EXTRA_CA_CERT=$(sed -n 's/^EXTRA_CA_CERT=//p' .env | tail -1)
fi
build_options=()
if [ -n "${EXTRA_CA_CERT:-}" ]; then
  [ -s "$EXTRA_CA_CERT" ] || { echo "build-images.sh: EXTRA_CA_CERT=$EXTRA_CA_CERT is not a readable file" >&2; exit 1; }
  build_options+=(--secret "id=extra_ca_cert,src=$EXTRA_CA_CERT")
fi
if [ "$CONTAINER_ENGINE" = podman ]; then
  # Docker's image format keeps HEALTHCHECK (OCI's drops it). Host network: RUN steps reach the registries
  # without a bridge of their own. Base images are local (stand-ins) unless PULL_BASE_IMAGES=1.
  build_options+=(--format docker --network host)
  [ "${PULL_BASE_IMAGES:-0}" = 1 ] || build_options+=(--pull=never)
fi

# One line per image: service, image, context, dockerfile, target (- for the last stage), then KEY=VALUE build
# args. The publish profile's publisher is built too, so `make publish` finds its image; an image two services
# share (web and site-setup) is built once.
if [ "$CONTAINER_ENGINE" = docker ] && docker compose version >/dev/null 2>&1; then
  config_json=$(docker compose --profile publish "${compose_files[@]}" config --format json)
else
  config_json=$(docker-compose "${compose_files[@]}" config | /usr/bin/python3 -c 'import sys, yaml, json; json.dump(yaml.safe_load(sys.stdin), sys.stdout)')
fi
build_list=$(node -e '
  const { services } = JSON.parse(require("fs").readFileSync(0, "utf8"));
  const images = new Map();
  for (const [name, s] of Object.entries(services)) {
    if (!s.build || !s.image) continue;
    const known = images.get(s.image);
    if (known) { known.names.push(name); continue; }
    images.set(s.image, { names: [name], s });
  }
  for (const [image, { names, s }] of images) {
    const args = Object.entries(s.build.args ?? {}).map(([k, v]) => `${k}=${v}`);
    const target = s.build.target ?? "-";
    console.log([names.join("+"), image, s.build.context ?? ".", s.build.dockerfile ?? "Dockerfile", target, ...args].join("\t"));
  }' <<<"$config_json")

while IFS=$'\t' read -r service image context dockerfile target args_line; do
  build_args=()
  [ "$target" = - ] || build_args+=(--target "$target")
  if [ -n "$args_line" ]; then
    IFS=$'\t' read -r -a args <<<"$args_line"
    for arg in "${args[@]}"; do build_args+=(--build-arg "$arg"); done
  fi
  # Compose gives an absolute context; a relative dockerfile is relative to it.
  case "$dockerfile" in /*) ;; *) dockerfile=$context/$dockerfile ;; esac
  echo "containers: building $image ($service) from ${dockerfile#"$repo_root"/}"
  started=$SECONDS
  engine build "${build_options[@]}" "${build_args[@]}" -f "$dockerfile" -t "$image" "$context" \
    >"$state_dir/build-$service.log" 2>&1 || {
    tail -40 "$state_dir/build-$service.log" >&2
    echo "containers: building $image failed (whole log: $state_dir/build-$service.log)" >&2
    exit 1
  }
  echo "containers: built $image in $((SECONDS - started)) s"
done <<<"$build_list"
