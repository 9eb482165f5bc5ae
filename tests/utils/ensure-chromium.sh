#!/bin/sh
# Makes sure Debian's Chromium is there for the end-to-end tests; installs it when we are root.
set -eu
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $chromium: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq chromium >/dev/null 2>&1 ||
    { apt-get update -qq && apt-get install -y -qq chromium >/dev/null; }
  [ -x "$chromium" ] && exit 0
fi

echo "Chromium not found at $chromium: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH) and try again." >&2
exit 1
