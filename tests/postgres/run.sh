#!/bin/sh
# npm run test:postgres [-- vitest arguments]: the gateway's test suite (or the files named) on a
# throwaway PostgreSQL server, which is stopped and removed afterwards, whatever the outcome.
set -eu

server_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

bin=$(server_bin)
if [ -z "$bin" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL's server is not installed. Install it with" >&2
    echo "  sudo apt-get install -y postgresql" >&2
    echo "and run npm run test:postgres again." >&2
    exit 1
  fi
  echo "Installing Debian's postgresql package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  bin=$(server_bin)
fi

# PostgreSQL refuses to run as root: as root, the cluster belongs to the package's postgres user.
if [ "$(id -u)" -eq 0 ]; then
  as_owner() { runuser -u postgres -- "$@"; }
else
  as_owner() { "$@"; }
fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/gateway-postgres.XXXXXX")
[ "$(id -u)" -eq 0 ] && chown postgres "$dir"
stop() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
trap 'exit 130' INT TERM

port=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => {
  console.log(s.address().port); s.close(); });")

started=$(date +%s.%N)
as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --no-sync -E UTF8 >/dev/null
# A server whose data is thrown away need not survive a crash: no fsync, no full-page writes.
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start -o "-p $port -k $dir \
  -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off \
  -c full_page_writes=off -c max_connections=400" >/dev/null
"$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres gateway_test
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port," \
  "up in $(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $started }") s"

[ $# -eq 0 ] && set -- gateway
status=0
GATEWAY_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/gateway_test" \
  npx vitest run "$@" || status=$?
if [ "$status" -ne 0 ]; then
  echo "The end of the server's log:" >&2
  tail -n 20 "$dir/server.log" >&2
fi
exit "$status"
