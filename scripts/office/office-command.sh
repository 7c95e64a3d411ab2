#!/usr/bin/env bash
# `make results`, `make admissions`, `make messages` and `make staff`: runs office-service's operator command (office-service/src/cli) inside its
# container while the Compose stack runs, otherwise on make start's data folder (OFFICE_DB_PATH, default
# $DATA_DIR/office.sqlite). With Compose, `admissions copy REF FOLDER` streams the application's folder out of the
# container as a tar and unpacks it into FOLDER/REF/ here, and `results import FILE` streams FILE into it.
#
# Usage: scripts/office/office-command.sh results|admissions|messages|staff ARGS...   (COMPOSE: the Compose command, from make;
# OFFICE_COMMAND_WHERE: compose or local, where make has found out already)
set -euo pipefail
repo_root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo_root"
command=$1
shift
compose=${COMPOSE:-docker compose}

# Where it runs: as make says (OFFICE_COMMAND_WHERE=compose|local), or as Compose answers.
where=${OFFICE_COMMAND_WHERE:-}
if [ -z "$where" ]; then
  if $compose ps -q office-service 2>/dev/null | grep -q .; then where=compose; else where=local; fi
fi
if [ "$where" = local ]; then
  export OFFICE_DB_PATH=${OFFICE_DB_PATH:-${DATA_DIR:-data}/office.sqlite}
  exec node "office-service/dist/cli/$command.js" "$@"
fi

# results import FILE: the file is on this machine, not in the container; the command reads it from stdin (-).
if [ "$command" = results ] && [ "${1:-}" = import ]; then
  args=() file=""
  while [ $# -gt 0 ]; do
    case "$1" in
      --exam) args+=("$1" "${2:-}"); shift 2 || shift ;;
      -*) args+=("$1"); shift ;;
      *) if [ -z "$file" ] && [ ${#args[@]} -gt 0 ]; then file=$1; args+=(-); else args+=("$1"); fi; shift ;;
    esac
  done
  [ -n "$file" ] || exec $compose exec -T office-service node dist/cli/results.js "${args[@]}"
  [ -r "$file" ] || { echo "results: cannot read $file" >&2; exit 1; }
  exec $compose exec -T office-service node dist/cli/results.js "${args[@]}" <"$file"
fi

if [ "$command" != admissions ] || [ "${1:-}" != copy ] || [ $# -ne 3 ]; then
  exec $compose exec -T office-service node "dist/cli/$command.js" "$@"
fi

# copy REF FOLDER: the command checks the reference (and says so if there is no such application) ...
$compose exec -T office-service node dist/cli/admissions.js show "$2" >/dev/null
reference=$(tr '[:lower:]' '[:upper:]' <<<"$2" | tr -d '[:space:]')
[[ "$reference" =~ ^A-[0-9A-Z]{5}$ ]] || { echo "admissions: '$2' is not a reference such as A-7K3Q9" >&2; exit 2; }
# ... then the folder comes out as a tar stream, never through a file in the container.
mkdir -p "$3"
$compose exec -T office-service sh -c 'cd "$OFFICE_FILES_PATH" && tar -cf - -- "$1"' sh "$reference" | tar -C "$3" -xf -
echo "Copied $reference's files into $3/$reference:"
(cd "$3/$reference" && find . -maxdepth 1 -type f -printf '  %f (%s bytes)\n' | sort)
