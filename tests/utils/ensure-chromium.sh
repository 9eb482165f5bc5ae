#!/bin/sh
# Makes sure Debian's Chromium is there for the end-to-end tests; installs it when we are root.
set -eu
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "Chromium not found at $chromium: set CHROMIUM_PATH to where it is and try again." >&2
  exit 1
fi
exec sh "$(dirname "$0")/ensure-debian-package.sh" chromium /usr/bin/chromium
