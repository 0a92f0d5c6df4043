#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests, in a temporary directory, on a free loopback port.
#
#   scripts/postgres-test-server.sh start [DIR]   make and start a cluster in DIR (default: a new
#                                                 temporary directory); print its URL on stdout,
#                                                 e.g. postgresql+psycopg://postgres@127.0.0.1:5433/postgres
#   scripts/postgres-test-server.sh stop DIR      stop the cluster in DIR and delete DIR
#
# The server binaries are taken from /usr/lib/postgresql/*/bin (newest first) or the PATH. If there
# are none and the script runs as root, it installs the Debian package `postgresql` first
# (non-interactively). initdb refuses to run as root, so as root the cluster runs as the user
# `postgres` (or `nobody`). Authentication is `trust` and only 127.0.0.1 and a socket in DIR listen.
# Exit status 3 means PostgreSQL is not available and could not be installed.
set -euo pipefail

die() { echo "postgres-test-server: $*" >&2; exit "${2:-1}"; }

find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then
    echo "$dir"
  elif command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then
    dirname "$(command -v initdb)"
  fi
}

install_postgres() {
  [[ $EUID -eq 0 ]] || return 1
  command -v apt-get >/dev/null || return 1
  echo "postgres-test-server: installing PostgreSQL (apt-get install -y postgresql)" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2 || return 1
  apt-get install -y -qq postgresql >&2 || return 1
}

free_port() {
  local python
  python=$(command -v python3 || command -v python || true)
  if [[ -n "$python" ]]; then
    "$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
  else
    echo $(( 20000 + RANDOM % 40000 ))
  fi
}

as_owner() {
  if [[ $EUID -eq 0 ]]; then
    runuser -u "$OWNER" -- "$@"
  else
    "$@"
  fi
}

owner_of_cluster() {
  if [[ $EUID -ne 0 ]]; then
    id -un
  elif id postgres >/dev/null 2>&1; then
    echo postgres
  else
    echo nobody
  fi
}

start() {
  local bin dir port attempt
  bin=$(find_bin)
  if [[ -z "$bin" ]]; then
    install_postgres || die "PostgreSQL is not installed and cannot be installed here" 3
    bin=$(find_bin)
    [[ -n "$bin" ]] || die "PostgreSQL was installed but initdb and pg_ctl are not found" 3
  fi
  dir=${1:-$(mktemp -d "${TMPDIR:-/tmp}/wartable-postgres.XXXXXX")}
  mkdir -p "$dir"
  OWNER=$(owner_of_cluster)
  if [[ $EUID -eq 0 ]]; then
    chown "$OWNER" "$dir"
  fi
  chmod 700 "$dir"
  as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale \
    >"$dir/initdb.log" 2>&1 || die "initdb failed; see $dir/initdb.log"
  for attempt in 1 2 3 4 5; do
    port=$(free_port)
    if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" \
      start >/dev/null 2>&1; then
      echo "postgres-test-server: cluster in $dir on port $port (stop: $0 stop $dir)" >&2
      echo "postgresql+psycopg://postgres@127.0.0.1:$port/postgres"
      return 0
    fi
  done
  die "the server did not start; see $dir/server.log"
}

stop() {
  local bin dir=${1:?"usage: $0 stop DIR"}
  bin=$(find_bin)
  [[ -d "$dir/data" ]] || die "no cluster in $dir"
  OWNER=$(stat -c %U "$dir")
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}

case "${1:-start}" in
  start) shift || true; start "$@" ;;
  stop) shift; stop "$@" ;;
  *) die "usage: $0 start [DIR] | stop DIR" 2 ;;
esac
