#!/bin/sh
# The web container's entrypoint: render the configuration from the environment, then run nginx in the foreground.
# With HTTPS on (docs/operations.md, "HTTPS"), a watcher beside nginx notices a new certificate from acme-service (the first
# one, or a renewal), re-renders the HTTPS part and reloads nginx gracefully: the old workers finish the requests
# they hold while new ones take the new certificate, so no request fails.
set -eu
/etc/nginx/site/render.sh

if [ -n "${SITE_DOMAIN:-}" ] && [ -n "${TLS_CERT_DIR:-}" ]; then
  nginx_cmd="nginx -e stderr -p $NGINX_RUNTIME_DIR -c $NGINX_RUNTIME_DIR/nginx.conf"
  (
    # The certificate chain is written last (acme-service), by rename: when it changed, its key is in place.
    fingerprint() { cksum "$TLS_CERT_DIR/fullchain.pem" 2>/dev/null || echo none; }
    served=$(fingerprint)
    while sleep "${TLS_WATCH_SECONDS:-5}"; do
      current=$(fingerprint)
      [ "$current" = "$served" ] && continue
      /etc/nginx/site/render-https.sh
      # A configuration nginx would refuse (a key not matching its certificate) is not loaded; tried again next time.
      if $nginx_cmd -t -q; then
        $nginx_cmd -s reload
        served=$current
        echo "nginx/entrypoint.sh: new certificate for $SITE_DOMAIN, nginx reloaded" >&2
      fi
    done
  ) &
fi

exec nginx -e stderr -p "$NGINX_RUNTIME_DIR" -c "$NGINX_RUNTIME_DIR/nginx.conf"
