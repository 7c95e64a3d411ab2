#!/bin/sh
# The web container's entrypoint: render the configuration from the environment, then run nginx in the foreground.
set -eu
/etc/nginx/site/render.sh
exec nginx -e stderr -p "$NGINX_RUNTIME_DIR" -c "$NGINX_RUNTIME_DIR/nginx.conf"
