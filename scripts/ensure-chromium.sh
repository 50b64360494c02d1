#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium (Playwright's own browser download cannot work offline).
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $CHROMIUM: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
exit 1
