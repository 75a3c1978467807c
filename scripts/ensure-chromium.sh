#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (npm's browser downloads do not work here).
# Installs it when missing and we may (root with apt-get); otherwise says what to do.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium package for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $chromium_path: install Debian's 'chromium' package (sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
exit 1
