#!/bin/sh
# Usage: ensure-debian-package.sh PACKAGE PROGRAM
# Makes sure PROGRAM (a path or a command name) is there for the tests; installs Debian's
# PACKAGE when it is not and we are root, as CI is; otherwise says how, and fails.
set -eu
package="$1"
program="$2"
found() { [ -x "$program" ] || command -v "$program" >/dev/null 2>&1; }
found && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "$program not found: installing Debian's $package package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq "$package" >/dev/null 2>&1 ||
    { apt-get update -qq && apt-get install -y -qq "$package" >/dev/null; } || true
  found && exit 0
fi

echo "$program not found: run 'sudo apt-get install -y $package' and try again." >&2
exit 1
