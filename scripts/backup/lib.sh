# What `make backup` and `make restore` share: settings, which stack holds the data, and the backup sets.
# Sourced by backup.sh and restore.sh (and by the tests of the set rules); defines functions and settings only.

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# The databases, by service: the file name is the same in the container's /data and in make start's data folder.
services=(payment-service comments-service office-service)
declare -A database_file=([payment-service]=payments.sqlite [comments-service]=comments.sqlite [office-service]=office.sqlite)
# The files parents uploaded with their applications (office-service), beside office.sqlite in both places, kept in
# a set as one tar of the folder (uploads still in progress, office-files/.incoming, left out).
files_service=office-service
files_folder=office-files
files_tar=office-files.tar
# The kit's CLI (packages/service-kit/src/cli/database-copy.ts), where each service image keeps it.
container_cli=/app/packages/service-kit/dist/cli/database-copy.js
host_cli="$repo_root/packages/service-kit/dist/cli/database-copy.js"

# A setting: the environment wins, then .env's last line for it, then the default; empty means the default.
setting() {
  local name=$1 default=$2 value=${!1:-}
  if [ -z "$value" ] && [ -f "$repo_root/.env" ]; then
    value=$(sed -n "s/^$name=//p" "$repo_root/.env" | tail -1)
  fi
  echo "${value:-$default}"
}

# A path as given, or relative to the repository root (where make runs).
absolute() {
  case "$1" in /*) echo "$1" ;; *) echo "$repo_root/$1" ;; esac
}

fail() {
  echo "$*" >&2
  exit 1
}

compose=${COMPOSE:-docker compose}

# compose when the Compose stack's payment-service runs (as `make transactions` decides), local otherwise (make
# start's data folder). BACKUP_STACK=compose|local says it outright.
stack_kind() {
  local kind=${BACKUP_STACK:-}
  if [ -z "$kind" ]; then
    if (cd "$repo_root" && $compose ps -q payment-service 2>/dev/null | grep -q .); then kind=compose; else kind=local; fi
  fi
  case "$kind" in
    compose | local) echo "$kind" ;;
    *) fail "BACKUP_STACK must be compose or local, not '$kind'." ;;
  esac
}

# The Compose command in the repository (docker-compose.yml and .env are found there).
in_compose() {
  (cd "$repo_root" && $compose "$@")
}

# make start's data folder (DATA_DIR), once the kit's CLI is there to work on it.
local_data_dir() {
  [ -f "$host_cli" ] || fail "$host_cli is missing: run \`make build\` first."
  absolute "$(setting DATA_DIR data)"
}

# Whether a file in a service's container has the same bytes as one here: streams in and out are checked whole.
same_inside() {
  local service=$1 inside=$2 here=$3
  [ "$(in_compose exec -T "$service" sha256sum "$inside" | cut -d' ' -f1)" = "$(sha256sum "$here" | cut -d' ' -f1)" ]
}

# The regular files in a tar (from its listing), as "path size" lines, sorted; fails on a damaged or cut tar.
tar_files() {
  tar -tvf "$1" | awk '$1 ~ /^-/ { print $6, $3 }' | LC_ALL=C sort
}

# The files folder's regular files as "path size" lines, sorted, from the folder that holds it (find's own output).
folder_files_command="find $files_folder -path $files_folder/.incoming -prune -o -type f -printf '%p %s\\n' | LC_ALL=C sort"

# Checks a set's tar of the uploaded files against the folder it was taken from: it must list whole, and every file
# in it must be in the folder with the same size (files uploaded meanwhile may be missing from the copy: their
# applications came after the database's copy too). Prints "N files, B bytes".
check_files_copy() {
  local tar=$1 live=$2 copied missing
  copied=$(tar_files "$tar") || { echo "$files_tar cannot be read: it is damaged" >&2; return 1; }
  missing=$(LC_ALL=C comm -23 <(echo "$copied" | sed '/^$/d') <(echo "$live" | sed '/^$/d'))
  if [ -n "$missing" ]; then
    echo "$files_tar does not match the live files (a file changed while it was copied): $(echo "$missing" | wc -l) differ" >&2
    return 1
  fi
  echo "$(echo "$copied" | sed '/^$/d' | wc -l) files, $(echo "$copied" | awk '{ s += $2 } END { print s + 0 }') bytes, listed whole"
}

# A set's name: its UTC start time, so that names sort in time order (2026-11-23T02-15-00Z).
set_name_pattern='^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}-[0-9]{2}-[0-9]{2}Z$'
new_set_name() {
  date -u +%Y-%m-%dT%H-%M-%SZ
}

# The complete sets in a folder, oldest first. Anything else there (a log, a set still being written, a folder
# the operator made) is not a set and is never counted or removed.
list_sets() {
  local dir=$1
  [ -d "$dir" ] || return 0
  find "$dir" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | grep -E "$set_name_pattern" | LC_ALL=C sort || true
}

require_keep_count() {
  [[ "$1" =~ ^[1-9][0-9]*$ ]] || fail "BACKUP_KEEP must be a whole number of sets, at least 1, not '$1'."
}

# Keeps the newest `keep` sets in a folder and removes the older ones, naming each.
prune_sets() {
  local dir=$1 keep=$2 name
  require_keep_count "$keep"
  list_sets "$dir" | head -n "-$keep" | while read -r name; do
    rm -rf "${dir:?}/$name"
    echo "removed the old set $dir/$name"
  done
}
