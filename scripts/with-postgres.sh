#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster on loopback, then stops and removes it
# (`npm test` runs through it):
#   scripts/with-postgres.sh npm run test:all
# The command sees TEST_DATABASE_URL (a superuser that may create databases) and its exit
# code is passed through. Works as root (PostgreSQL's binaries then run as `postgres`).
# With TEST_DATABASE_URL already set, or without PostgreSQL installed, it just runs the command.
set -euo pipefail

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  exec "$@"
fi
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$BIN" ]; then
  echo "PostgreSQL is not installed (apt-get install postgresql): the server tests run on PGlite only." >&2
  exec "$@"
fi

DIR=$(mktemp -d /tmp/commune-pg.XXXXXX)
PORT=${TEST_PG_PORT:-$(( 20000 + RANDOM % 20000 ))}
PASSWORD=$(head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')

as_pg() {
  if [ "$(id -u)" = 0 ]; then (cd "$DIR" && runuser -u postgres -- "$@"); else "$@"; fi
}

stop() {
  as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap stop EXIT

[ "$(id -u)" = 0 ] && chown postgres: "$DIR"
echo "$PASSWORD" > "$DIR/pw" && [ "$(id -u)" = 0 ] && chown postgres: "$DIR/pw"
as_pg "$BIN/initdb" -D "$DIR/data" -U postgres -E UTF8 --locale=C.UTF-8 --auth-local=trust --auth-host=scram-sha-256 \
  --pwfile="$DIR/pw" --no-sync >/dev/null
as_pg "$BIN/pg_ctl" -D "$DIR/data" -w -l "$DIR/log" \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (throwaway, removed at exit)"

export TEST_DATABASE_URL="postgres://postgres:$PASSWORD@127.0.0.1:$PORT/postgres"
set +e
"$@"
STATUS=$?
set -e
exit $STATUS
