#!/bin/sh
# The web container's entrypoint: render the configuration from the environment, then run nginx in the foreground.
# With HTTPS on (docs/operations.md, "HTTPS"), a watcher beside nginx notices a new certificate from acme-service (the first
# one, or a renewal), re-renders the HTTPS part and reloads nginx gracefully: the old workers finish the requests
# they hold while new ones take the new certificate, so no request fails.
# With the site on a volume (SITE_VOLUME, Compose), nginx serves the release the link `current` names, so its files
# change over the moment `make publish` swaps a new release in (which also keeps the scripts and pictures of the one
# before, for pages already served). A second watcher then renders the new release's pages and reloads nginx
# gracefully for its configuration (the boot script's CSP hash).
set -eu
nginx_cmd="nginx -e stderr -p $NGINX_RUNTIME_DIR -c $NGINX_RUNTIME_DIR/nginx.conf"

if [ -n "${SITE_VOLUME:-}" ]; then
  [ -L "$SITE_VOLUME/current" ] || {
    echo "nginx/entrypoint.sh: $SITE_VOLUME has no site to serve (Compose's site-setup puts it there first)" >&2
    exit 1
  }
  NGINX_WEB_ROOT=$SITE_VOLUME/current
  export NGINX_WEB_ROOT
fi
/etc/nginx/site/render.sh

if [ -n "${SITE_VOLUME:-}" ]; then
  (
    served=$(readlink "$SITE_VOLUME/current")
    while sleep "${SITE_WATCH_SECONDS:-2}"; do
      release=$(readlink "$SITE_VOLUME/current") || continue
      [ "$release" = "$served" ] && continue
      # Rendered and tested before the reload: a release nginx would refuse is not loaded, and tried again next time.
      if /etc/nginx/site/render.sh >/dev/null && $nginx_cmd -t -q; then
        $nginx_cmd -s reload
        served=$release
        echo "nginx/entrypoint.sh: published site $(basename "$release") is live, nginx reloaded" >&2
      fi
    done
  ) &
fi

if [ -n "${SITE_DOMAIN:-}" ] && [ -n "${TLS_CERT_DIR:-}" ]; then
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

exec $nginx_cmd
