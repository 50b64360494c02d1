#!/usr/bin/env bash
# Node 24 LTS (what we recommend for production) next to the machine's Node: the server suite and an
# `npm start` smoke test. The npm registry's `node` package brings the binary (no other download).
set -euo pipefail
cd "$(dirname "$0")/.."
TOOLS="${NODE24_TOOLS:-$PWD/.ci/tools/node24}"
if [ ! -x "$TOOLS/node_modules/.bin/node" ]; then
  mkdir -p "$TOOLS"
  npm install --prefix "$TOOLS" --no-save --no-audit --no-fund --loglevel=error node@24 >/dev/null
fi
export PATH="$TOOLS/node_modules/.bin:$PATH"
echo "Node $(node --version)"

npx vitest run --project server

# npm start, as a new user types it: build, start, the storefront answers with the demo restaurant.
DATA=$(mktemp -d)
PORT=4391
# The server runs in a process group of its own: killing npm alone left the server it started running
# after CI had finished (found after run 11).
trap 'kill -- -"$SERVER" 2>/dev/null || true; rm -rf "$DATA"' EXIT
npm run build >/dev/null
PORT=$PORT DATA_DIR="$DATA" DEMO_MANAGER_PASSWORD=node24-smoke-pw setsid npm start >"$DATA/server.log" 2>&1 &
SERVER=$!
for _ in $(seq 1 120); do
  curl -fs "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1 && break
  sleep 1
done
# The page is read whole before it is searched: `curl | grep -q` under pipefail fails when grep stops at the
# match while the streamed page is still arriving (curl then exits 23 on the closed pipe — seen in a CI run).
PAGE=$(curl -fs "http://127.0.0.1:$PORT/") || { cat "$DATA/server.log"; echo "npm start on Node 24: the storefront did not answer"; exit 1; }
grep -q 'id="storefront-config"' <<<"$PAGE" || { cat "$DATA/server.log"; echo "npm start on Node 24: no storefront"; exit 1; }
curl -fs "http://127.0.0.1:$PORT/api/docs/json" >/dev/null || { echo "npm start on Node 24: no API document"; exit 1; }
echo "npm start on Node 24: the storefront and the API answer"
