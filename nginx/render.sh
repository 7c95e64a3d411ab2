#!/bin/sh
# Renders the site's nginx configuration and /config.js from the environment into NGINX_RUNTIME_DIR.
# One script for both paths: the container's entrypoint (nginx/entrypoint.sh) and the local stack
# (scripts/stack.ts) call it, so the two can never drift apart. POSIX sh: it runs on Alpine and Debian.
set -eu

here=$(cd "$(dirname "$0")" && pwd)

: "${NGINX_RUNTIME_DIR:?NGINX_RUNTIME_DIR must name a writable folder for the rendered config and temp files}"
: "${NGINX_WEB_ROOT:?NGINX_WEB_ROOT must name the folder of the built site (frontend/dist)}"
: "${NGINX_LISTEN_PORT:=80}"
# The container logs to its stdout; the local stack to a file (a child's stdout there is a socket nginx cannot open).
: "${NGINX_ACCESS_LOG:=/dev/stdout}"
: "${PAYMENT_SERVICE_ADDR:=127.0.0.1:3001}"
: "${COMMENTS_SERVICE_ADDR:=127.0.0.1:3002}"
: "${OFFICE_SERVICE_ADDR:=127.0.0.1:3004}"
: "${API_RATE_LIMIT:=10r/s}"
: "${API_RATE_BURST:=40}"
# Reads (a post's comments, its stream, a payment's status) have their own budget: 120 parents behind one carrier's
# address open the article's list and stream at once.
: "${API_READ_RATE_LIMIT:=50r/s}"
: "${API_READ_RATE_BURST:=300}"
: "${ESEWA_ENV:=uat}"
# The school office's forms (applications and messages together) and result lookups, per client address; office-service
# holds its own limits as well. An application's body may be as large as its two files' caps together (office-service's
# settings of the same names).
: "${OFFICE_FORM_RATE_LIMIT:=10r/m}"
: "${OFFICE_FORM_RATE_BURST:=10}"
: "${RESULTS_LOOKUP_RATE_LIMIT:=10r/m}"
: "${RESULTS_LOOKUP_RATE_BURST:=10}"
: "${OFFICE_PHOTO_MAX_MB:=5}"
: "${OFFICE_CERTIFICATE_MAX_MB:=10}"
# A photo or PDF uploaded from the console for a news post or notice (office-service's setting of the same name).
: "${PUBLISH_PHOTO_MAX_MB:=20}"
: "${COMMENTS_BACKEND:=api}"
# Tests and `make start` only: the browser's Firestore SDK talks to a local emulator at this host:port instead of Google.
: "${FIRESTORE_EMULATOR_HOST:=}"
: "${EXTRA_IMAGE_SOURCES:=}"
# HTTPS through ACME (docs/operations.md, "HTTPS"): on when both are set, which docker-compose.https.yml does; `make start` never.
: "${SITE_DOMAIN:=}"
: "${TLS_CERT_DIR:=}"
# The public address defaults to the HTTPS one when the site has its own domain.
if [ -n "$SITE_DOMAIN" ]; then
  : "${PUBLIC_SITE_URL:=https://$SITE_DOMAIN}"
else
  : "${PUBLIC_SITE_URL:=http://localhost:8080}"
fi
# Proxies in front of nginx whose client-address header is believed (CIDRs or addresses, spaces or commas).
: "${TRUSTED_PROXIES:=}"
: "${REAL_IP_HEADER:=X-Forwarded-For}"
# Live-comment streams open at once (comments-service holds the same cap), and the connections each nginx worker
# keeps for everything else besides them.
: "${COMMENTS_STREAMS_MAX:=6000}"
: "${NGINX_SITE_CONNECTIONS:=4096}"

fail() {
  echo "nginx/render.sh: $*" >&2
  exit 1
}

case "$NGINX_LISTEN_PORT" in '' | *[!0-9]*) fail "NGINX_LISTEN_PORT must be a port number, got '$NGINX_LISTEN_PORT'" ;; esac
case "$API_RATE_LIMIT" in *[0-9]r/s | *[0-9]r/m) ;; *) fail "API_RATE_LIMIT must look like 10r/s or 600r/m, got '$API_RATE_LIMIT'" ;; esac
case "$API_RATE_BURST" in '' | *[!0-9]*) fail "API_RATE_BURST must be a whole number, got '$API_RATE_BURST'" ;; esac
case "$API_READ_RATE_LIMIT" in *[0-9]r/s | *[0-9]r/m) ;; *) fail "API_READ_RATE_LIMIT must look like 50r/s or 3000r/m, got '$API_READ_RATE_LIMIT'" ;; esac
case "$API_READ_RATE_BURST" in '' | *[!0-9]*) fail "API_READ_RATE_BURST must be a whole number, got '$API_READ_RATE_BURST'" ;; esac
case "$OFFICE_FORM_RATE_LIMIT" in *[0-9]r/s | *[0-9]r/m) ;; *) fail "OFFICE_FORM_RATE_LIMIT must look like 10r/m or 1r/s, got '$OFFICE_FORM_RATE_LIMIT'" ;; esac
case "$OFFICE_FORM_RATE_BURST" in '' | *[!0-9]*) fail "OFFICE_FORM_RATE_BURST must be a whole number, got '$OFFICE_FORM_RATE_BURST'" ;; esac
case "$RESULTS_LOOKUP_RATE_LIMIT" in *[0-9]r/s | *[0-9]r/m) ;; *) fail "RESULTS_LOOKUP_RATE_LIMIT must look like 10r/m or 1r/s, got '$RESULTS_LOOKUP_RATE_LIMIT'" ;; esac
case "$RESULTS_LOOKUP_RATE_BURST" in '' | *[!0-9]*) fail "RESULTS_LOOKUP_RATE_BURST must be a whole number, got '$RESULTS_LOOKUP_RATE_BURST'" ;; esac
case "$OFFICE_PHOTO_MAX_MB" in '' | *[!0-9]* | 0) fail "OFFICE_PHOTO_MAX_MB must be a whole number of at least 1, got '$OFFICE_PHOTO_MAX_MB'" ;; esac
case "$OFFICE_CERTIFICATE_MAX_MB" in '' | *[!0-9]* | 0) fail "OFFICE_CERTIFICATE_MAX_MB must be a whole number of at least 1, got '$OFFICE_CERTIFICATE_MAX_MB'" ;; esac
case "$PUBLISH_PHOTO_MAX_MB" in '' | *[!0-9]* | 0) fail "PUBLISH_PHOTO_MAX_MB must be a whole number of at least 1, got '$PUBLISH_PHOTO_MAX_MB'" ;; esac
# The file and 1 MB for the multipart framing: office-service answers a file over the limit in its own words.
PUBLISH_UPLOAD_MAX_BODY_MB=$((PUBLISH_PHOTO_MAX_MB + 1))
# Both files and 1 MB for the form's fields and the multipart framing.
ADMISSION_MAX_BODY_MB=$((OFFICE_PHOTO_MAX_MB + OFFICE_CERTIFICATE_MAX_MB + 1))
case "$COMMENTS_BACKEND" in api | firestore) ;; *) fail "COMMENTS_BACKEND must be 'api' or 'firestore', got '$COMMENTS_BACKEND'" ;; esac
case "$COMMENTS_STREAMS_MAX" in '' | *[!0-9]* | 0) fail "COMMENTS_STREAMS_MAX must be a whole number of at least 1, got '$COMMENTS_STREAMS_MAX'" ;; esac
case "$NGINX_SITE_CONNECTIONS" in '' | *[!0-9]* | 0) fail "NGINX_SITE_CONNECTIONS must be a whole number of at least 1, got '$NGINX_SITE_CONNECTIONS'" ;; esac
# Two connections per stream (the reader's and comments-service's) plus the rest of the site's; a file descriptor
# each, twice over for the files and sockets a worker opens besides.
NGINX_WORKER_CONNECTIONS=$((2 * COMMENTS_STREAMS_MAX + NGINX_SITE_CONNECTIONS))
NGINX_RLIMIT_NOFILE=$((2 * NGINX_WORKER_CONNECTIONS))
# An unprivileged nginx cannot raise its limit above the hard one: ask for no more (the container's is set in
# docker-compose.yml), and say so when even that is short of the connections above.
hard_nofile=$(ulimit -Hn 2>/dev/null || echo unlimited)
case "$hard_nofile" in
  '' | *[!0-9]*) ;;
  *)
    if [ "$hard_nofile" -lt "$NGINX_RLIMIT_NOFILE" ]; then NGINX_RLIMIT_NOFILE=$hard_nofile; fi
    if [ "$hard_nofile" -lt "$NGINX_WORKER_CONNECTIONS" ]; then
      echo "nginx/render.sh: warning: the open-file limit ($hard_nofile) is below the $NGINX_WORKER_CONNECTIONS connections a worker may need for COMMENTS_STREAMS_MAX=$COMMENTS_STREAMS_MAX; raise it (ulimit -n, or the container's nofile) or lower COMMENTS_STREAMS_MAX" >&2
    fi
    ;;
esac
case "$SITE_DOMAIN" in
  '' | *.*) ;;
  *) fail "SITE_DOMAIN must be the site's host name such as school.example.edu.np, got '$SITE_DOMAIN'" ;;
esac
case "$SITE_DOMAIN" in
  *[!A-Za-z0-9.-]* | .* | *.) fail "SITE_DOMAIN must be a host name only (letters, digits, dots, hyphens; no scheme, port or path), got '$SITE_DOMAIN'" ;;
esac
# The emulator holds no real data and checks no one's identity: never on a live site (docs/operations.md).
if [ -n "$FIRESTORE_EMULATOR_HOST" ]; then
  [ -z "$SITE_DOMAIN" ] ||
    fail "FIRESTORE_EMULATOR_HOST ('$FIRESTORE_EMULATOR_HOST') points the site at a local Firestore emulator, for tests and make start only, and SITE_DOMAIN ('$SITE_DOMAIN') says this is a live site: unset FIRESTORE_EMULATOR_HOST"
  case "$FIRESTORE_EMULATOR_HOST" in
    127.*:[0-9]* | localhost:[0-9]*) ;;
    *) fail "FIRESTORE_EMULATOR_HOST must be a loopback address and port such as 127.0.0.1:8085, got '$FIRESTORE_EMULATOR_HOST'" ;;
  esac
  case "${FIRESTORE_EMULATOR_HOST#*:}" in *[!0-9]*) fail "FIRESTORE_EMULATOR_HOST must be a loopback address and port such as 127.0.0.1:8085, got '$FIRESTORE_EMULATOR_HOST'" ;; esac
fi
case "$REAL_IP_HEADER" in '' | *[!A-Za-z0-9-]*) fail "REAL_IP_HEADER must be a header name such as X-Forwarded-For or CF-Connecting-IP, got '$REAL_IP_HEADER'" ;; esac

# The eSewa form the payment page posts to: the same defaults as payment-service's settings.
if [ -z "${ESEWA_FORM_URL:-}" ]; then
  case "$ESEWA_ENV" in
    uat) ESEWA_FORM_URL=https://rc-epay.esewa.com.np/api/epay/main/v2/form ;;
    live) ESEWA_FORM_URL=https://epay.esewa.com.np/api/epay/main/v2/form ;;
    *) fail "ESEWA_ENV must be 'uat' or 'live', got '$ESEWA_ENV'" ;;
  esac
fi
esewa_origin=$(printf '%s' "$ESEWA_FORM_URL" | sed -n 's#^\(https\{0,1\}://[^/?#]*\).*#\1#p')
[ -n "$esewa_origin" ] || fail "ESEWA_FORM_URL must be an http(s) address, got '$ESEWA_FORM_URL'"
form_action="'self' $esewa_origin"
case "$esewa_origin" in *esewa.com.np) form_action="$form_action https://*.esewa.com.np" ;; esac

# Firestore is reached from the browser only where the operator configured a Firebase web app.
firestore_sources=""
if [ "$COMMENTS_BACKEND" = firestore ]; then
  [ -n "${FIREBASE_API_KEY:-}" ] && [ -n "${FIREBASE_PROJECT_ID:-}" ] ||
    fail "COMMENTS_BACKEND=firestore needs FIREBASE_API_KEY and FIREBASE_PROJECT_ID (and the rest of the Firebase web config)"
  firestore_sources="https://firestore.googleapis.com"
  # With the emulator the browser's SDK talks to it alone.
  [ -z "$FIRESTORE_EMULATOR_HOST" ] || firestore_sources="http://$FIRESTORE_EMULATOR_HOST"
fi

# The one inline script the site has, the pre-rendered pages' boot script, is allowed by its hash, which the build
# wrote beside the pages (frontend/vite/prerenderPages.ts); no other inline script may run.
boot_script_hash_file="$NGINX_WEB_ROOT/csp-script-src.txt"
[ -f "$boot_script_hash_file" ] || fail "$boot_script_hash_file is missing: build the site first (make build)"
boot_script_source=$(cat "$boot_script_hash_file")
# Exactly one quoted sha256 source in base64: nothing else can reach the policy from that file.
case "$boot_script_source" in
  *[!A-Za-z0-9+/=\'-]* | *\'*\'*\'*) boot_script_source_valid=no ;;
  "'sha256-"*"'") boot_script_source_valid=yes ;;
  *) boot_script_source_valid=no ;;
esac
[ "$boot_script_source_valid" = yes ] ||
  fail "$boot_script_hash_file must hold one 'sha256-…' source, got '$boot_script_source'"
CONTENT_SECURITY_POLICY="default-src 'self'; script-src 'self' $boot_script_source; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: $EXTRA_IMAGE_SOURCES; font-src 'self'; connect-src 'self' $firestore_sources; form-action $form_action; frame-ancestors 'none'; base-uri 'self'; object-src 'none'"
# Fold the spaces left by empty settings.
CONTENT_SECURITY_POLICY=$(printf '%s' "$CONTENT_SECURITY_POLICY" | sed 's/  */ /g; s/ ;/;/g')
# The office console's (/office/, frontend/src/office): staff's pages, so stricter than the site's. No inline script
# at all (its page has none), no other origin for anything (no Firestore, no pictures from elsewhere, no form sent
# elsewhere), no base or plugin. Styles stay inline-allowed: Emotion writes MUI's styles as <style> tags.
OFFICE_CONTENT_SECURITY_POLICY="default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'"

# Canonical links and link previews need absolute addresses, but the build cannot know the public site address:
# the pages it pre-rendered (every route, and 404.html; frontend/vite/prerenderPages.ts) carry a placeholder,
# filled in here. The copies go to the runtime folder, since the web root may be read-only; nginx serves them.
public_site_url=${PUBLIC_SITE_URL%/}
case "$public_site_url" in
  http://?* | https://?*) ;;
  *) fail "PUBLIC_SITE_URL must be an http(s) address such as https://school.example.np, got '$PUBLIC_SITE_URL'" ;;
esac
case "$public_site_url" in
  *[!A-Za-z0-9.:/_~%-]*) fail "PUBLIC_SITE_URL may hold only letters, digits and . : / _ ~ % -, got '$PUBLIC_SITE_URL'" ;;
esac
# The pages are written to a new folder and swapped in by renaming a link (`make publish` renders again while nginx
# serves): a request sees the old pages or the new ones, never a half-written folder. The folder before stays for
# the requests still reading it; older ones go.
NGINX_PAGES_DIR="$NGINX_RUNTIME_DIR/pages"
pages_before=$(readlink "$NGINX_PAGES_DIR" 2>/dev/null || true)
pages_new="pages.$(date +%s).$$"
mkdir -p "$NGINX_RUNTIME_DIR/$pages_new"
(cd "$NGINX_WEB_ROOT" && find . -name '*.html' ! -path './assets/*') | while read -r page; do
  mkdir -p "$NGINX_RUNTIME_DIR/$pages_new/$(dirname "$page")"
  sed "s|__PUBLIC_SITE_URL__|$public_site_url|g" "$NGINX_WEB_ROOT/$page" >"$NGINX_RUNTIME_DIR/$pages_new/$page"
done
[ -L "$NGINX_PAGES_DIR" ] || rm -rf "$NGINX_PAGES_DIR"
ln -s "$pages_new" "$NGINX_RUNTIME_DIR/pages.link"
mv -T "$NGINX_RUNTIME_DIR/pages.link" "$NGINX_PAGES_DIR"
for old_pages in "$NGINX_RUNTIME_DIR"/pages.*; do
  case "$(basename "$old_pages")" in "$pages_new" | "$pages_before") ;; *) rm -rf "$old_pages" ;; esac
done

# robots.txt, sitemap.xml and the news feed: the build wrote them with the same placeholder (frontend/vite/seoFiles.ts,
# frontend/vite/siteContent.ts); nginx serves the completed copies, each written beside and renamed into place.
for seo_file in robots.txt sitemap.xml feed.xml; do
  [ -f "$NGINX_WEB_ROOT/$seo_file" ] || fail "$NGINX_WEB_ROOT/$seo_file is missing: build the site first (make build)"
  sed "s|__PUBLIC_SITE_URL__|$public_site_url|g" "$NGINX_WEB_ROOT/$seo_file" >"$NGINX_RUNTIME_DIR/$seo_file.new"
  mv -f "$NGINX_RUNTIME_DIR/$seo_file.new" "$NGINX_RUNTIME_DIR/$seo_file"
done

export NGINX_RUNTIME_DIR NGINX_PAGES_DIR NGINX_WEB_ROOT NGINX_LISTEN_PORT NGINX_ACCESS_LOG PAYMENT_SERVICE_ADDR COMMENTS_SERVICE_ADDR
export OFFICE_SERVICE_ADDR OFFICE_FORM_RATE_LIMIT OFFICE_FORM_RATE_BURST RESULTS_LOOKUP_RATE_LIMIT RESULTS_LOOKUP_RATE_BURST
export OFFICE_PHOTO_MAX_MB OFFICE_CERTIFICATE_MAX_MB ADMISSION_MAX_BODY_MB PUBLISH_PHOTO_MAX_MB PUBLISH_UPLOAD_MAX_BODY_MB
export API_RATE_LIMIT API_RATE_BURST API_READ_RATE_LIMIT API_READ_RATE_BURST CONTENT_SECURITY_POLICY OFFICE_CONTENT_SECURITY_POLICY
export COMMENTS_STREAMS_MAX NGINX_WORKER_CONNECTIONS NGINX_RLIMIT_NOFILE

mkdir -p "$NGINX_RUNTIME_DIR"

# The real client address (ngx_http_realip_module): taken from REAL_IP_HEADER only when the connection comes from
# one of TRUSTED_PROXIES; with real_ip_recursive, the rightmost address not itself trusted is the client, so a
# client's own forged X-Forwarded-For entries (to the left of what the proxy appended) are never believed.
{
  echo '# Rendered by nginx/render.sh from TRUSTED_PROXIES and REAL_IP_HEADER.'
  proxies=$(printf '%s' "$TRUSTED_PROXIES" | tr ',' ' ')
  if [ -n "$(printf '%s' "$proxies" | tr -d ' ')" ]; then
    for proxy in $proxies; do
      case "$proxy" in
        *[!0-9A-Fa-f.:/]* | */*/* | /* | */) fail "TRUSTED_PROXIES must list addresses or CIDR ranges such as 10.0.0.0/8 or 2001:db8::/32, got '$proxy'" ;;
      esac
      echo "set_real_ip_from $proxy;"
    done
    echo "real_ip_header $REAL_IP_HEADER;"
    echo "real_ip_recursive on;"
  fi
} >"$NGINX_RUNTIME_DIR/real-ip.conf"

# Only our own upper-case names are replaced: nginx's $uri, $host and the like pass through untouched.
envsubst '${NGINX_RUNTIME_DIR} ${NGINX_PAGES_DIR} ${NGINX_WEB_ROOT} ${NGINX_LISTEN_PORT} ${NGINX_ACCESS_LOG} ${PAYMENT_SERVICE_ADDR} ${COMMENTS_SERVICE_ADDR} ${OFFICE_SERVICE_ADDR} ${OFFICE_FORM_RATE_LIMIT} ${OFFICE_FORM_RATE_BURST} ${RESULTS_LOOKUP_RATE_LIMIT} ${RESULTS_LOOKUP_RATE_BURST} ${OFFICE_PHOTO_MAX_MB} ${OFFICE_CERTIFICATE_MAX_MB} ${ADMISSION_MAX_BODY_MB} ${PUBLISH_PHOTO_MAX_MB} ${PUBLISH_UPLOAD_MAX_BODY_MB} ${API_RATE_LIMIT} ${API_RATE_BURST} ${API_READ_RATE_LIMIT} ${API_READ_RATE_BURST} ${CONTENT_SECURITY_POLICY} ${OFFICE_CONTENT_SECURITY_POLICY} ${COMMENTS_STREAMS_MAX} ${NGINX_WORKER_CONNECTIONS} ${NGINX_RLIMIT_NOFILE}' \
  <"$here/nginx.conf.template" >"$NGINX_RUNTIME_DIR/nginx.conf"
cp "$here/proxy-headers.conf" "$NGINX_RUNTIME_DIR/proxy-headers.conf"
cp "$here/api-refusals.conf" "$NGINX_RUNTIME_DIR/api-refusals.conf"
SITE_DOMAIN=$SITE_DOMAIN TLS_CERT_DIR=$TLS_CERT_DIR "$here/render-https.sh"

# /config.js: public settings only. Values are JSON-escaped; "<" is escaped so no value can close a script.
json_string() {
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/</\\u003c/g' | tr -d '\n\r')"
}
if [ "$COMMENTS_BACKEND" = firestore ]; then
  firebase="{\"apiKey\":$(json_string "${FIREBASE_API_KEY:-}"),\"authDomain\":$(json_string "${FIREBASE_AUTH_DOMAIN:-}"),\"projectId\":$(json_string "${FIREBASE_PROJECT_ID:-}"),\"storageBucket\":$(json_string "${FIREBASE_STORAGE_BUCKET:-}"),\"messagingSenderId\":$(json_string "${FIREBASE_MESSAGING_SENDER_ID:-}"),\"appId\":$(json_string "${FIREBASE_APP_ID:-}"),\"measurementId\":$(json_string "${FIREBASE_MEASUREMENT_ID:-}")}"
else
  firebase=null
fi
if [ "$COMMENTS_BACKEND" = firestore ] && [ -n "$FIRESTORE_EMULATOR_HOST" ]; then
  emulator_host=$(json_string "$FIRESTORE_EMULATOR_HOST")
else
  emulator_host=null
fi
# The admission form's file limits are office-service's (the same settings, checked above to be whole numbers).
uploads="{\"photoMaxMb\":$OFFICE_PHOTO_MAX_MB,\"certificateMaxMb\":$OFFICE_CERTIFICATE_MAX_MB}"
printf 'window.__SCHOOL_CONFIG__ = {"commentsBackend":%s,"firebase":%s,"firestoreEmulatorHost":%s,"uploads":%s};\n' \
  "$(json_string "$COMMENTS_BACKEND")" "$firebase" "$emulator_host" "$uploads" \
  >"$NGINX_RUNTIME_DIR/config.js.new"
mv -f "$NGINX_RUNTIME_DIR/config.js.new" "$NGINX_RUNTIME_DIR/config.js"

echo "nginx/render.sh: rendered $NGINX_RUNTIME_DIR/nginx.conf (port $NGINX_LISTEN_PORT, comments backend $COMMENTS_BACKEND${FIRESTORE_EMULATOR_HOST:+ on the emulator $FIRESTORE_EMULATOR_HOST}, HTTPS ${SITE_DOMAIN:-off})"
