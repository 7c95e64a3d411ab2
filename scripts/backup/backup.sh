#!/usr/bin/env bash
# `make backup`: a consistent copy of every SQLite database, taken while the site runs, and of the files parents
# uploaded with their applications, into $BACKUP_DIR/<UTC date and time>/ (payments.sqlite, comments.sqlite,
# office.sqlite, office-files.tar). Each database copy is checked with PRAGMA integrity_check, the files' tar by
# listing it against the live folder; the newest $BACKUP_KEEP sets are kept. docs/operations.md, "Backups" tells the
# whole story.
#
# Compose stack running: the copy is made inside each service's container, against /data, and streamed out.
# Otherwise: make start's data folder ($DATA_DIR), whether make start runs or not.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

backup_dir=$(absolute "$(setting BACKUP_DIR backups)")
keep=$(setting BACKUP_KEEP 14)
require_keep_count "$keep"
kind=$(stack_kind)
name=$(new_set_name)
set_dir="$backup_dir/$name"
# Written under another name and renamed when complete: a failed backup never counts as a set.
partial="$backup_dir/.partial-$name"
[ -e "$set_dir" ] && fail "$set_dir already exists; wait a second and run make backup again."
staged="/data/.backup-$name.sqlite" # Compose: the copy inside each container, before it is streamed out
mkdir -p "$partial"
cleanup() {
  rm -rf "$partial"
  if [ "$kind" = compose ]; then
    for service in "${services[@]}"; do in_compose exec -T "$service" rm -f "$staged" || true; done
  fi
}
trap cleanup EXIT

if [ "$kind" = compose ]; then
  echo "Backing up the Compose stack's databases into $set_dir"
  for service in "${services[@]}"; do
    file=${database_file[$service]}
    report=$(in_compose exec -T "$service" node "$container_cli" backup "/data/$file" "$staged") ||
      fail "No backup set was written."
    in_compose exec -T "$service" cat "$staged" >"$partial/$file" ||
      fail "Copying $file out of $service failed (is the disk where $backup_dir is full?). No backup set was written; the live databases were not changed."
    same_inside "$service" "$staged" "$partial/$file" || fail "$file changed on its way out of $service."
    echo "  $file: $report"
  done
  # After the databases: every application in office.sqlite's copy has its files in the folder by now.
  in_compose exec -T "$files_service" sh -c \
    "cd /data && mkdir -p $files_folder && tar --exclude=$files_folder/.incoming -cf - $files_folder" >"$partial/$files_tar" ||
    fail "Copying the uploaded files out of $files_service failed (is the disk where $backup_dir is full?). No backup set was written; the live data was not changed."
  live=$(in_compose exec -T "$files_service" sh -c "cd /data && $folder_files_command") ||
    fail "Listing the uploaded files in $files_service failed. No backup set was written."
  report=$(check_files_copy "$partial/$files_tar" "$live") || fail "No backup set was written."
  echo "  $files_tar: $report"
else
  data_dir=$(local_data_dir)
  echo "Backing up make start's databases in $data_dir into $set_dir"
  for service in "${services[@]}"; do
    file=${database_file[$service]}
    report=$(node "$host_cli" backup "$data_dir/$file" "$partial/$file") || fail "No backup set was written."
    echo "  $file: $report"
  done
  if [ -d "$data_dir/$files_folder" ]; then
    tar -C "$data_dir" --exclude="$files_folder/.incoming" -cf "$partial/$files_tar" "$files_folder" ||
      fail "Copying the uploaded files failed (is the disk where $backup_dir is full?). No backup set was written; the live data was not changed."
    live=$(cd "$data_dir" && eval "$folder_files_command")
  else
    # Nothing uploaded yet: an empty folder, so that every set has the same files.
    mkdir -p "$partial/.empty/$files_folder"
    tar -C "$partial/.empty" -cf "$partial/$files_tar" "$files_folder"
    rm -rf "$partial/.empty"
    live=""
  fi
  report=$(check_files_copy "$partial/$files_tar" "$live") || fail "No backup set was written."
  echo "  $files_tar: $report"
fi

mv "$partial" "$set_dir"
cleanup
trap - EXIT
echo "Backup set written: $set_dir ($(du -sh "$set_dir" | cut -f1))"
prune_sets "$backup_dir" "$keep"
echo "Keeping the newest $keep sets; $(list_sets "$backup_dir" | wc -l) in $backup_dir"
