# Sourced by the scripts beside it: chooses the container engine and gives `engine` and `compose` commands.
#
# - A machine with a running Docker engine uses Docker and its Compose, as an operator's VPS does.
# - Otherwise podman (here: no Docker engine, no Docker Hub), with this folder's containers.conf, and Compose
#   (Debian's docker-compose) talking to podman's Docker-compatible API on a private socket.
# CONTAINER_ENGINE=docker|podman forces the choice.

containers_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo_root=$(cd "$containers_dir/../.." && pwd)
# Everything a run leaves (socket, logs, test env, results) stays in one ignored folder.
state_dir=$repo_root/build/containers
mkdir -p "$state_dir"

if [ -z "${CONTAINER_ENGINE:-}" ]; then
  if command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then
    CONTAINER_ENGINE=docker
  else
    CONTAINER_ENGINE=podman
  fi
fi
export CONTAINER_ENGINE

if [ "$CONTAINER_ENGINE" = podman ]; then
  export CONTAINERS_CONF=$containers_dir/containers.conf
fi

engine() { "$CONTAINER_ENGINE" "$@"; }

# Checks podman's one-time setup: netavark must be the network backend (see containers.conf for why).
prepare_podman() {
  local backend
  backend=$(podman info --format '{{.Host.NetworkBackend}}')
  if [ "$backend" != netavark ]; then
    echo "containers: podman uses the $backend network backend; switching to netavark needs 'podman system reset -f'"
    echo "containers: (this deletes this machine's podman images and containers once)"
    podman system reset -f
  fi
}

podman_socket=$state_dir/podman.sock
podman_service_pid=""

# Compose needs the Docker API: with podman, its own API service on a private socket, for as long as this runs.
start_podman_api() {
  rm -f "$podman_socket"
  podman system service --time=0 "unix://$podman_socket" >"$state_dir/podman-service.log" 2>&1 &
  podman_service_pid=$!
  local tries=0
  until [ -S "$podman_socket" ]; do
    tries=$((tries + 1))
    [ $tries -lt 100 ] || { echo "containers: podman's API did not start (see $state_dir/podman-service.log)" >&2; return 1; }
    sleep 0.1
  done
  export DOCKER_HOST=unix://$podman_socket
}

stop_podman_api() {
  if [ -n "$podman_service_pid" ]; then
    kill "$podman_service_pid" 2>/dev/null || true
    wait "$podman_service_pid" 2>/dev/null || true
    podman_service_pid=""
  fi
}

compose() {
  if [ "$CONTAINER_ENGINE" = docker ] && docker compose version >/dev/null 2>&1; then
    docker compose "$@"
  else
    docker-compose "$@"
  fi
}
