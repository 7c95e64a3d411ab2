#!/usr/bin/env bash
# The Compose stack of `make test-containers`: the project's docker-compose.yml, unchanged, plus the test-only
# tests/containers/compose.test.yml (the eSewa sandbox), under its own project name and settings file, so it
# never touches an operator's stack, volumes or .env.
#
# Usage: scripts/containers/test-stack.sh up|down|destroy|compose ARGS...
# Expects the environment test-containers.sh sets (engine, DOCKER_HOST, TEST_STACK_ENV_FILE).
set -euo pipefail
source "$(dirname "$0")/engine.sh"
cd "$repo_root"

: "${TEST_STACK_ENV_FILE:?run through scripts/containers/test-containers.sh (make test-containers)}"
stack=(--project-name "${TEST_STACK_PROJECT:-school-website-test}" --env-file "$TEST_STACK_ENV_FILE"
  -f docker-compose.yml -f tests/containers/compose.test.yml)
# The HTTPS run (test-containers.sh, tests/containers/https.spec.ts): the project's docker-compose.https.yml, as
# `make up` adds it when SITE_DOMAIN is set, and Pebble standing in for Let's Encrypt.
if [ "${TEST_STACK_HTTPS:-0}" = 1 ]; then
  stack+=(-f docker-compose.https.yml -f tests/containers/compose.https.test.yml)
fi
# Written by test-containers.sh only where this machine cannot grant the open-file limit the compose file asks for.
limits_override=$state_dir/compose.limits.yml
[ -f "$limits_override" ] && stack+=(-f "$limits_override")

# The images are built beforehand (build-images.sh): Compose only creates and starts containers, and waits for the
# healthchecks that web's depends_on asks for. Podman 4.3 (this machine's engine, not an operator's Docker) can fail
# a start with "read /proc/PID/cgroup: no such process" when a container's process ends before podman reads its
# cgroup (site-setup seeds the site volume and exits at once): a race in the engine, not in the stack. `up -d` is
# idempotent, so after that one error, and only with podman, it runs once more, and says so.
start_stack() {
  local errors status=0
  errors=$(mktemp)
  compose "${stack[@]}" up -d --no-build 2>"$errors" || status=$?
  cat "$errors" >&2
  if [ $status -ne 0 ] && [ "$CONTAINER_ENGINE" = podman ] && grep -q '/cgroup: no such process' "$errors"; then
    echo "test-stack.sh: podman lost a container's cgroup while starting it (an engine race); starting the stack once more" >&2
    status=0
    compose "${stack[@]}" up -d --no-build || status=$?
  fi
  rm -f "$errors"
  return $status
}

case "${1:-}" in
  up) start_stack ;;
  # What an operator's `make down` does: the named volumes stay.
  down) compose "${stack[@]}" down ;;
  destroy) compose "${stack[@]}" down --volumes --remove-orphans ;;
  compose) shift; compose "${stack[@]}" "$@" ;;
  *) echo "usage: scripts/containers/test-stack.sh up|down|destroy|compose ARGS..." >&2; exit 2 ;;
esac
