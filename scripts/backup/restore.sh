#!/usr/bin/env bash
# `make restore FROM=backups/<set>`: puts a backup set's databases and uploaded files back. Every copy is checked
# (PRAGMA integrity_check; the files' tar by listing it whole) before anything is stopped or replaced; a missing or
# damaged copy is refused. Every staff session ends (and any sign-in code or link the copy held): the office's
# staff sign in again (packages/service-kit/src/sqliteCopy.ts).
#
# Compose stack running: only the services stop (nginx stays and answers /api with 503 meanwhile); each database
# is replaced in its volume by a one-off container of its service (office-service's files folder too), then they
# start.
# Otherwise: make start's data folder ($DATA_DIR). make start must be stopped first (Ctrl-C): it runs in the
# foreground, so it cannot be restarted from here, and a database still open in a service is refused.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

from=${1:-}
[ -n "$from" ] || fail "Say which set to restore: make restore FROM=backups/<set> (the sets: ls $(setting BACKUP_DIR backups))."
set_dir=$(absolute "$from")
[ -d "$set_dir" ] || fail "$from is not a backup set folder: nothing restored."
for service in "${services[@]}"; do
  [ -f "$set_dir/${database_file[$service]}" ] || fail "$from/${database_file[$service]} is missing: nothing restored."
done
[ -f "$set_dir/$files_tar" ] || fail "$from/$files_tar is missing: nothing restored."
files_report=$(tar_files "$set_dir/$files_tar") ||
  fail "Refused, nothing restored: $from/$files_tar cannot be read: it is damaged."
files_report="$(echo "$files_report" | sed '/^$/d' | wc -l) files, listed whole"
kind=$(stack_kind)
# A Compose server whose stack is down must not get make start's data folder restored instead.
if [ "$kind" = local ] && [ -z "${BACKUP_STACK:-}" ] && in_compose ps -a -q payment-service 2>/dev/null | grep -q .; then
  fail "The Compose stack is stopped: start it with make up, then run make restore again (nothing restored)."
fi

if [ "$kind" = compose ]; then
  echo "Restoring $from into the Compose stack"
  staged=/data/.restore-incoming.sqlite
  for service in "${services[@]}"; do
    file=${database_file[$service]}
    in_compose exec -T "$service" sh -c "cat > $staged" <"$set_dir/$file"
    same_inside "$service" "$staged" "$set_dir/$file" || fail "$file changed on its way into $service."
    if ! report=$(in_compose exec -T "$service" node "$container_cli" check "$staged" 2>&1); then
      for staged_in in "${services[@]}"; do in_compose exec -T "$staged_in" rm -f "$staged"; done
      fail "Refused, nothing restored: $from/$file: ${report//"$staged"/the copy}"
    fi
    echo "  $file checked: $report"
  done
  staged_files=/data/.restore-incoming.tar
  in_compose exec -T "$files_service" sh -c "cat > $staged_files" <"$set_dir/$files_tar"
  same_inside "$files_service" "$staged_files" "$set_dir/$files_tar" || fail "$files_tar changed on its way into $files_service."
  echo "  $files_tar checked: $files_report"
  echo "Stopping ${services[*]} (nginx keeps serving the pages)"
  in_compose stop "${services[@]}"
  # Whatever happens from here, the services start again. A started container may come back on a new address, and
  # nginx looked the service names up when it started: a graceful reload looks them up again (web keeps running,
  # no request is dropped).
  start_services() {
    echo "Starting ${services[*]}"
    in_compose start "${services[@]}"
    echo "Reloading nginx, so it reaches the services at their addresses"
    in_compose exec -T web sh -c 'nginx -e stderr -p "$NGINX_RUNTIME_DIR" -c "$NGINX_RUNTIME_DIR/nginx.conf" -s reload'
  }
  trap start_services EXIT
  for service in "${services[@]}"; do
    file=${database_file[$service]}
    in_compose run --rm --no-deps -T "$service" sh -c \
      "node $container_cli restore $staged /data/$file && rm -f $staged" >/dev/null
    echo "  $file restored"
  done
  # The files folder is unpacked beside the live one, then swapped in: a failed unpack leaves the live one as it was.
  in_compose run --rm --no-deps -T "$files_service" sh -c "set -e; cd /data; rm -rf .restoring $files_folder.old
    mkdir .restoring; tar -C .restoring -xf $staged_files
    if [ -d $files_folder ]; then mv $files_folder $files_folder.old; fi
    mv .restoring/$files_folder $files_folder; rm -rf .restoring $files_folder.old $staged_files" >/dev/null
  echo "  $files_folder restored"
else
  data_dir=$(local_data_dir)
  echo "Restoring $from into make start's data folder $data_dir"
  for service in "${services[@]}"; do
    file=${database_file[$service]}
    report=$(node "$host_cli" check "$set_dir/$file" 2>&1) || fail "Refused, nothing restored: $report"
    echo "  $file checked: $report"
  done
  echo "  $files_tar checked: $files_report"
  mkdir -p "$data_dir"
  # One call for all: it refuses, changing nothing, if make start still has any database open.
  pairs=()
  for service in "${services[@]}"; do
    pairs+=("$set_dir/${database_file[$service]}" "$data_dir/${database_file[$service]}")
  done
  node "$host_cli" restore "${pairs[@]}" >/dev/null
  echo "  the databases restored into $data_dir"
  # Unpacked beside the live folder, then swapped in: a failed unpack leaves the live one as it was.
  rm -rf "${data_dir:?}/.restoring" "$data_dir/$files_folder.old"
  mkdir "$data_dir/.restoring"
  tar -C "$data_dir/.restoring" -xf "$set_dir/$files_tar"
  if [ -d "$data_dir/$files_folder" ]; then mv "$data_dir/$files_folder" "$data_dir/$files_folder.old"; fi
  mv "$data_dir/.restoring/$files_folder" "$data_dir/$files_folder"
  rm -rf "$data_dir/.restoring" "$data_dir/$files_folder.old"
  echo "  $files_folder restored into $data_dir ($files_report)"
  echo "Start the site again with make start."
fi
echo "Restored $from. Every staff session was ended: the office's staff sign in again."
