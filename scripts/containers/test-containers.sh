#!/usr/bin/env bash
# `make test-containers`: builds the three images from the project's Dockerfiles, runs the project's own
# docker-compose.yml, and tests the published site (smoke suite) and the operator's promises (operator suite)
# with Playwright in Debian's Chromium. See docs/development.md, "Testing the containers".
#
# Then the HTTPS run: the same stack with docker-compose.https.yml (as `make up` with SITE_DOMAIN) and Pebble as the
# certificate authority (tests/containers/https.spec.ts).
#
# Settings: CONTAINERS_HTTP_PORT (18280), CONTAINERS_SANDBOX_PORT (18203), CONTAINERS_MAIL_SANDBOX_PORT (18226, the
# mail sandbox's JSON API), CONTAINERS_HTTPS_PORT (18443) and CONTAINERS_PEBBLE_PORT (18215, Pebble's management API)
# on 127.0.0.1; CONTAINERS_PROJECT (school-website-test: the Compose project, its containers, volumes and networks)
# and CONTAINERS_IMAGE_TAG (latest: the tag of the images built and run), so that two runs on one machine (two
# checkouts) never share a stack or an image; CONTAINERS_HTTPS=0 skips the HTTPS run; CONTAINER_ENGINE;
# PULL_BASE_IMAGES=1 (podman: pull the real base images instead of building stand-ins); EXTRA_CA_CERT (default:
# this machine's CA bundle, so npm inside the build trusts a TLS-intercepting proxy).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
started=$SECONDS

"$here/../system-packages.sh" containers
source "$here/engine.sh"
cd "$repo_root"
echo "containers: engine $CONTAINER_ENGINE"

[ "$CONTAINER_ENGINE" = podman ] && prepare_podman
"$here/standin-images.sh"

if [ -z "${EXTRA_CA_CERT:-}" ] && [ -s /etc/ssl/certs/ca-certificates.crt ]; then
  export EXTRA_CA_CERT=/etc/ssl/certs/ca-certificates.crt
fi
# Every image name in the compose files ends in :${IMAGE_TAG:-latest}.
export IMAGE_TAG=${CONTAINERS_IMAGE_TAG:-latest}
build_started=$SECONDS
compose_files=(-f docker-compose.yml -f tests/containers/compose.test.yml)
[ "${CONTAINERS_HTTPS:-1}" = 0 ] || compose_files+=(-f docker-compose.https.yml -f tests/containers/compose.https.test.yml)
"$here/build-images.sh" "${compose_files[@]}"
echo "containers: images built in $((SECONDS - build_started)) s"

# The run's settings: its own ports, and a distinctive eSewa secret and SMTP password that must never show up in an
# image or log.
http_port=${CONTAINERS_HTTP_PORT:-18280}
sandbox_port=${CONTAINERS_SANDBOX_PORT:-18203}
mail_sandbox_port=${CONTAINERS_MAIL_SANDBOX_PORT:-18226}
export TEST_STACK_PROJECT=${CONTAINERS_PROJECT:-school-website-test}
export TEST_STACK_ENV_FILE=$state_dir/test.env
export TEST_ESEWA_SECRET_KEY="containers-test-secret-$(date +%s)-$RANDOM$RANDOM"
export TEST_SMTP_PASSWORD="containers-smtp-secret-$(date +%s)-$RANDOM$RANDOM"
cat >"$TEST_STACK_ENV_FILE" <<EOF
IMAGE_TAG=$IMAGE_TAG
HTTP_PORT=127.0.0.1:$http_port
SANDBOX_PORT=$sandbox_port
MAIL_SANDBOX_PORT=$mail_sandbox_port
PUBLIC_SITE_URL=http://127.0.0.1:$http_port
ESEWA_ENV=uat
ESEWA_FORM_URL=http://127.0.0.1:$sandbox_port/api/epay/main/v2/form
ESEWA_STATUS_URL=http://esewa-sandbox:3003/api/epay/transaction/status/
ESEWA_SECRET_KEY=$TEST_ESEWA_SECRET_KEY
COMMENTS_BACKEND=api
SMTP_USER=website@school.test
SMTP_PASSWORD=$TEST_SMTP_PASSWORD
LOG_LEVEL=info
EOF

# A container cannot get more open files or processes than a plain container gets here (a sandbox that may not
# raise them). Where the compose file asks for more, the test run caps them at those limits and says so; podman,
# once a service sets any ulimit, also asks for the maximum process count, capped the same way. On a VPS with
# Docker the limits are higher and nothing is written.
limits_override=$state_dir/compose.limits.yml
rm -f "$limits_override"
container_limits=$(engine run --rm --network none docker.io/library/node:22-bookworm-slim cat /proc/self/limits)
hard_nofile=$(sed -n 's/^Max open files  *[^ ]*  *\([^ ]*\).*/\1/p' <<<"$container_limits")
hard_nproc=$(sed -n 's/^Max processes  *[^ ]*  *\([^ ]*\).*/\1/p' <<<"$container_limits")
"$here/test-stack.sh" compose config | /usr/bin/python3 -c '
import sys, yaml
limits = {"nofile": sys.argv[1], "nproc": sys.argv[2]}
capped = {}
for name, service in (yaml.safe_load(sys.stdin).get("services") or {}).items():
    asked = service.get("ulimits") or {}
    if not asked:
        continue
    for key, hard in limits.items():
        if hard == "unlimited":
            continue
        value = asked.get(key, float("inf") if sys.argv[3] == "podman" and key == "nproc" else None)
        value = max(value.values()) if isinstance(value, dict) else value
        if value is not None and float(value) > int(hard):
            capped.setdefault(name, {"ulimits": {}})["ulimits"][key] = {"soft": int(hard), "hard": int(hard)}
if capped:
    yaml.safe_dump({"services": capped}, sys.stdout)
' "$hard_nofile" "$hard_nproc" "$CONTAINER_ENGINE" >"$limits_override.new"
if [ -s "$limits_override.new" ]; then
  mv "$limits_override.new" "$limits_override"
  echo "containers: this machine's limits are lower than the compose file asks; for the test run:"
  sed 's/^/    /' "$limits_override"
else
  rm -f "$limits_override.new"
fi

health_loop_pid=""
cleanup() {
  local status=$?
  echo "containers: stopping the test stack (logs: $state_dir/stack.log)"
  "$here/test-stack.sh" compose logs --no-color >"$state_dir/stack.log" 2>&1 || true
  "$here/test-stack.sh" destroy >/dev/null 2>&1 || true
  [ -n "$health_loop_pid" ] && kill "$health_loop_pid" 2>/dev/null || true
  stop_podman_api
  echo "containers: make test-containers took $((SECONDS - started)) s in all"
  exit $status
}
trap cleanup EXIT

if [ "$CONTAINER_ENGINE" = podman ]; then
  start_podman_api
  # Podman 4.3 schedules healthchecks with systemd timers, and there is no systemd here: this loop runs each
  # container's own HEALTHCHECK command (podman healthcheck run) every 2 s instead, so health turns healthy
  # or unhealthy by the images' own checks and Compose's depends_on can wait for it.
  (
    while true; do
      for id in $(podman ps -q --filter "label=com.docker.compose.project=$TEST_STACK_PROJECT"); do
        podman healthcheck run "$id" >/dev/null 2>&1 || true
      done
      sleep 2
    done
  ) &
  health_loop_pid=$!
fi

"$here/test-stack.sh" destroy >/dev/null 2>&1 || true
up_started=$SECONDS
"$here/test-stack.sh" up
echo "containers: the stack is up and healthy in $((SECONDS - up_started)) s"

# The tests connect only to the published loopback ports. Still, make sure the web container's addresses are
# reached through a local container bridge and never through this machine's default route.
web_id=$("$here/test-stack.sh" compose ps -q web)
for address in $(engine inspect --format '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}' "$web_id"); do
  route=$(ip route get "$address")
  if ! grep -Eq " dev (podman[0-9]+|docker0|br-[0-9a-f]+) " <<<"$route"; then
    echo "containers: $address (web) would be reached through '$route', not a container bridge: stopping" >&2
    exit 1
  fi
done

export CONTAINERS_SITE_URL=http://127.0.0.1:$http_port
export CONTAINERS_SANDBOX_URL=http://127.0.0.1:$sandbox_port
export CONTAINERS_MAIL_SANDBOX_URL=http://127.0.0.1:$mail_sandbox_port
# Playwright from the tests workspace (resolved, not looked up on PATH or downloaded).
playwright_cli=$(cd tests && node -p "require.resolve('@playwright/test/cli')")
(cd tests && node "$playwright_cli" test -c containers/playwright.config.ts --project smoke --project operator --project office --project publishing)

# The HTTPS run: the plain stack goes (volumes too), the same images come up with HTTPS on. PUBLIC_SITE_URL is left
# out, so its default (https://SITE_DOMAIN) is what the services and nginx get.
if [ "${CONTAINERS_HTTPS:-1}" = 0 ]; then
  echo "containers: CONTAINERS_HTTPS=0: the HTTPS run is skipped"
  exit 0
fi
https_port=${CONTAINERS_HTTPS_PORT:-18443}
pebble_port=${CONTAINERS_PEBBLE_PORT:-18215}
"$here/test-stack.sh" destroy >/dev/null 2>&1 || true
export TEST_STACK_HTTPS=1
export TEST_SITE_DOMAIN=www.school.test
grep -v '^PUBLIC_SITE_URL=' "$state_dir/test.env" >"$state_dir/test-https.env"
cat >>"$state_dir/test-https.env" <<EOF
SITE_DOMAIN=$TEST_SITE_DOMAIN
ACME_EMAIL=webmaster@school.test
ACME_DIRECTORY_URL=https://pebble:14000/dir
HTTPS_PORT=127.0.0.1:$https_port
PEBBLE_MANAGEMENT_PORT=$pebble_port
EOF
export TEST_STACK_ENV_FILE=$state_dir/test-https.env
up_started=$SECONDS
"$here/test-stack.sh" up
echo "containers: the HTTPS stack is up and healthy in $((SECONDS - up_started)) s"
export CONTAINERS_HTTPS_URL=https://127.0.0.1:$https_port
export CONTAINERS_PEBBLE_URL=https://127.0.0.1:$pebble_port
(cd tests && node "$playwright_cli" test -c containers/playwright.config.ts --project https)
