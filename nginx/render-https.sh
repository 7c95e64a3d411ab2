#!/bin/sh
# Renders NGINX_RUNTIME_DIR/https.conf, the part of the site's server block that HTTPS adds (docs/operations.md, "HTTPS").
# Called by render.sh at start and by the web container's certificate watcher (entrypoint.sh) when the certificate
# appears or changes, before `nginx -s reload`. POSIX sh.
#
# - HTTPS off (SITE_DOMAIN or TLS_CERT_DIR empty, as with `make start` or behind a TLS-terminating proxy): empty.
# - HTTPS on, no certificate yet: only the ACME challenge folder is served, so the first one can be issued; the
#   site stays on plain HTTP meanwhile (redirecting to a 443 that has no certificate would break it).
# - HTTPS on with a certificate: also listen on 443 with TLS and HTTP/2, and redirect every other plain-HTTP
#   request to https://SITE_DOMAIN (HSTS is sent by the template's map on $https).
set -eu

: "${NGINX_RUNTIME_DIR:?NGINX_RUNTIME_DIR must name the folder of the rendered config}"
: "${SITE_DOMAIN:=}"
: "${TLS_CERT_DIR:=}"
: "${ACME_CHALLENGE_DIR:=/var/lib/acme-challenge}"
: "${NGINX_TLS_PORT:=443}"

out=$NGINX_RUNTIME_DIR/https.conf
mkdir -p "$NGINX_RUNTIME_DIR"

if [ -z "$SITE_DOMAIN" ] || [ -z "$TLS_CERT_DIR" ]; then
  echo '# HTTPS is off (SITE_DOMAIN or TLS_CERT_DIR empty): rendered by nginx/render-https.sh.' >"$out.new"
  mv "$out.new" "$out"
  exit 0
fi

{
  echo "# Rendered by nginx/render-https.sh for $SITE_DOMAIN."
  echo "# ACME HTTP-01: the CA fetches http://$SITE_DOMAIN/.well-known/acme-challenge/<token>, written by acme-service."
  echo "location ^~ /.well-known/acme-challenge/ {"
  echo "  alias $ACME_CHALLENGE_DIR/;"
  echo "  default_type text/plain;"
  echo "}"
  if [ -s "$TLS_CERT_DIR/fullchain.pem" ] && [ -s "$TLS_CERT_DIR/privkey.pem" ]; then
    # "listen ... http2" rather than nginx 1.25's "http2 on": understood by every nginx since 1.9.5.
    echo "listen $NGINX_TLS_PORT ssl http2;"
    echo "ssl_certificate $TLS_CERT_DIR/fullchain.pem;"
    echo "ssl_certificate_key $TLS_CERT_DIR/privkey.pem;"
    echo "ssl_protocols TLSv1.2 TLSv1.3;"
    echo "ssl_prefer_server_ciphers off;"
    echo "ssl_session_cache shared:tls:10m;"
    echo "ssl_session_timeout 1d;"
    echo "ssl_session_tickets off;"
    echo "# Everything but the challenge path moves to HTTPS (\$redirect_to_https: the template's map)."
    echo "if (\$redirect_to_https) {"
    echo "  return 301 https://$SITE_DOMAIN\$request_uri;"
    echo "}"
  else
    echo "# No certificate in $TLS_CERT_DIR yet: plain HTTP until acme-service has one (nginx reloads then)."
  fi
} >"$out.new"
mv "$out.new" "$out"
