#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium (Playwright's own browser download cannot work offline): its
# headless shell for most tests (e2e/support/browser.ts) and the full browser for the Push API.
set -euo pipefail
SHELL_BINARY=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
FULL_BINARY=${CHROMIUM_FULL_PATH:-/usr/bin/chromium}
if [ -x "$SHELL_BINARY" ] && [ -x "$FULL_BINARY" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium and its headless shell for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell fonts-noto-core >/dev/null
  exit 0
fi
echo "The browser tests need Chromium: run 'sudo apt-get install -y chromium chromium-headless-shell' (or set CHROMIUM_PATH and CHROMIUM_FULL_PATH)." >&2
exit 1
