#!/bin/sh
# Compose's site-setup step (docker-compose.yml), before web and comments-service start: puts the site this image was
# built with on the site volume (SITE_VOLUME, /srv/site) as a release of its own and makes it `current`, the first
# time and after every `make up` that built a new image. When the image is the one seeded before, the volume is left
# as it is, so a restart keeps what `make publish` put live since.
#
# The volume's layout is the one scripts/publish/siteReleases.ts keeps: releases/<time>[-image] and a relative link
# `current`, renamed over in one step. Runs as nginx (uid 101), who owns the volume: the publisher container writes
# as the same user, and web and comments-service read it.
set -eu

: "${SITE_VOLUME:?SITE_VOLUME must name the site volume's mount point (/srv/site)}"
image_site=/usr/share/nginx/html
build_id=$(cat /etc/nginx/site/build-id)
marker="$SITE_VOLUME/image-build"

if [ -L "$SITE_VOLUME/current" ] && [ "$(cat "$marker" 2>/dev/null || true)" = "$build_id" ]; then
  echo "nginx/seed-site.sh: the site volume already has this image's site (build $build_id); serving $(readlink "$SITE_VOLUME/current")"
  exit 0
fi

release="$(date -u +%Y%m%d-%H%M%S)-image"
mkdir -p "$SITE_VOLUME/releases"
rm -rf "$SITE_VOLUME/releases/$release.partial"
cp -R "$image_site" "$SITE_VOLUME/releases/$release.partial"
mv "$SITE_VOLUME/releases/$release.partial" "$SITE_VOLUME/releases/$release"
ln -sfn "releases/$release" "$SITE_VOLUME/current.next"
mv -T "$SITE_VOLUME/current.next" "$SITE_VOLUME/current"
printf '%s\n' "$build_id" >"$marker.new"
mv -f "$marker.new" "$marker"

# The live release and the two before it stay, for pages opened before the swap; older ones go.
ls "$SITE_VOLUME/releases" | sort | head -n -3 | while read -r old; do
  [ "$old" = "$release" ] || rm -rf "${SITE_VOLUME:?}/releases/$old"
done
echo "nginx/seed-site.sh: the image's site (build $build_id) is live as releases/$release"
