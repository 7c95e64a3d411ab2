#!/bin/sh
# The official nginx image's convention: when the command is nginx, run /docker-entrypoint.d/*.sh first.
set -e
if [ "$1" = nginx ] || [ "$1" = nginx-debug ]; then
  for script in /docker-entrypoint.d/*.sh; do
    [ -x "$script" ] || continue
    echo "$0: running $script"
    "$script"
  done
fi
exec "$@"
