#!/usr/bin/env bash
# `make fees`: runs payment-service's fees command (payment-service/src/cli/fees.ts) inside its container while the
# Compose stack runs, otherwise on make start's data folder (PAYMENT_DB_PATH, default $DATA_DIR/payments.sqlite).
# With Compose, `import FILE` streams FILE into the container on stdin (the command reads `-`).
#
# Usage: scripts/payments/fees-command.sh ARGS...   (COMPOSE: the Compose command, from make; FEES_COMMAND_WHERE:
# compose or local, where make has found out already)
set -euo pipefail
repo_root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo_root"
compose=${COMPOSE:-docker compose}

where=${FEES_COMMAND_WHERE:-}
if [ -z "$where" ]; then
  if $compose ps -q payment-service 2>/dev/null | grep -q .; then where=compose; else where=local; fi
fi
if [ "$where" = local ]; then
  export PAYMENT_DB_PATH=${PAYMENT_DB_PATH:-${DATA_DIR:-data}/payments.sqlite}
  exec node payment-service/dist/cli/fees.js "$@"
fi

# import FILE: the file is on this machine, not in the container.
if [ "${1:-}" = import ] && [ $# -eq 2 ] && [ "$2" != - ]; then
  [ -r "$2" ] || { echo "fees: cannot read $2" >&2; exit 1; }
  exec $compose exec -T payment-service node dist/cli/fees.js import - <"$2"
fi
exec $compose exec -T payment-service node dist/cli/fees.js "$@"
