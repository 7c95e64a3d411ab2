#!/usr/bin/env bash
# Installs the Debian packages a make target needs and the machine lacks, when it may (root, or sudo without a
# password); otherwise says exactly what to install. Called by the Makefile before `make start`, `make test-e2e`,
# `make test-containers` and `make bench`.
#
# Usage: scripts/system-packages.sh start|test|containers|bench
set -euo pipefail

purpose=${1:?usage: scripts/system-packages.sh start|test|containers|bench}

missing=()  # Debian package names
reasons=()  # one line per package: why this target needs it

need() {
  local package=$1 reason=$2
  missing+=("$package")
  reasons+=("  $package: $reason")
}

has_command() { command -v "$1" >/dev/null 2>&1; }
has_package() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }

check_site_server() {
  has_command nginx || need nginx-light "nginx serves the site and proxies the API, as in the container"
  has_command envsubst || need gettext-base "envsubst renders nginx.conf from the template (nginx/render.sh)"
}

check_browser() {
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2; exit 1; }
  else
    has_command chromium-headless-shell ||
      need chromium-headless-shell "the browser tests drive Debian's Chromium, in its headless shell (a third less time than the full browser)"
  fi
  has_package fonts-dejavu-core || need fonts-dejavu-core "a font for Chromium, so pages lay out as in a real browser"
}

case "$purpose" in
  start)
    check_site_server
    ;;
  test)
    check_site_server
    check_browser
    has_command docker-compose || need docker-compose "the tests validate docker-compose.yml with \`docker-compose config\`"
    ;;
  containers)
    check_browser
    has_command ip || need iproute2 "the tests check the containers' routes"
    if has_command docker && docker info >/dev/null 2>&1; then
      # A Docker engine runs the images; only its Compose may be missing.
      docker compose version >/dev/null 2>&1 || has_command docker-compose ||
        need docker-compose "runs the project's docker-compose.yml"
    else
      has_command podman || need podman "the container engine here, where no Docker engine runs"
      has_command runc || need runc "podman's container runtime here (crun cannot run on this kernel's cgroups)"
      [ -x /usr/lib/podman/netavark ] || has_command netavark || need netavark "podman's network backend (internal networks, published ports)"
      [ -x /usr/lib/podman/aardvark-dns ] || has_command aardvark-dns || need aardvark-dns "service names resolve on the Compose networks"
      has_command iptables || need iptables "netavark publishes ports and isolates networks with iptables rules"
      has_command docker-compose || need docker-compose "runs the project's docker-compose.yml against podman's Docker API"
      has_command debootstrap || need debootstrap "builds the Debian bookworm base of the stand-in base images"
    fi
    { [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import yaml' 2>/dev/null; } || need python3-yaml "reads \`docker-compose config\` as data"
    ;;
  bench)
    check_site_server
    check_browser
    # Lighthouse measures in the full browser, as a parent's Chrome renders (the tests use its headless shell).
    [ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || need chromium "Lighthouse (make bench) runs in Debian's full Chromium"
    ;;
  *)
    echo "scripts/system-packages.sh: unknown purpose '$purpose' (start, test, containers or bench)" >&2
    exit 2
    ;;
esac

[ ${#missing[@]} -eq 0 ] && exit 0

# apt-get needs root: as root itself, or through sudo when it asks no password (nothing can answer a prompt here).
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif has_command sudo && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  as_root=(cannot)
fi

if ! has_command apt-get || [ "${as_root[*]}" = cannot ]; then
  echo "make $purpose needs these Debian packages, which are not installed:" >&2
  printf '%s\n' "${reasons[@]}" >&2
  echo "Install them (as root) with:" >&2
  echo "    sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  echo "then run the same make command again." >&2
  exit 1
fi

echo "make $purpose: installing Debian packages this machine lacks:"
printf '%s\n' "${reasons[@]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -q
"${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
