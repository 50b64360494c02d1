#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL server started here.
# Installs PostgreSQL from Debian when it is missing; the server runs as user postgres.
set -euo pipefail
pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
if [ -z "$(pg_bin)" ]; then
  echo "Installing PostgreSQL from Debian…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
BIN=$(pg_bin)
PORT=${PG_TEST_PORT:-54329}
# PG_TEST_OPTIONS adds server options, e.g. '-c shared_preload_libraries=pg_stat_statements' to profile.
DIR=$(mktemp -d /tmp/tavola-pg.XXXXXX)
chown postgres "$DIR"
run_pg() { su postgres -s /bin/bash -c "$*"; }
run_pg "$BIN/initdb -D $DIR/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
run_pg "$BIN/pg_ctl -D $DIR/data -l $DIR/log -w -o '-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off ${PG_TEST_OPTIONS:-}' start" >/dev/null
stop() { run_pg "$BIN/pg_ctl -D $DIR/data -m fast stop" >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap stop EXIT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
# The server log (the scale bench reads the plans auto_explain writes there).
export TEST_DATABASE_LOG="$DIR/log"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on port $PORT"
"$@"
