#!/usr/bin/env bash
# A production install starts the portal (docs/decisions/0036): in a temporary copy of this checkout with
# its builds (`npm run build` first when they are missing), `npm ci --omit=dev && npm start` must answer
# /api/health and serve the web app, from plain JavaScript (no tsx, no Vite, no esbuild installed).
# Usage: scripts/check-production-start.sh   (PORT: 4190 by default; the temp copy is removed at the end)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
port="${PORT:-4190}"
work="$(mktemp -d "${TMPDIR:-/tmp}/vozka-production-start.XXXXXX")"
server=""
cleanup() {
  # npm, the shells it runs and the server: the whole process group of the start.
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then
    kill -- "-$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

cd "$root"
if [ ! -f apps/web/dist/index.html ] || [ ! -f apps/api/dist/server.js ]; then
  npm run build
fi

# The checkout without installed packages, data or test output; the builds come along.
tar -C "$root" -cf - --exclude=node_modules --exclude=./data --exclude=./.tmp --exclude=./.git \
  --exclude=./test-results --exclude=./playwright-report --exclude=./e2e/.artifacts . | tar -C "$work" -xf -

cd "$work"
npm ci --omit=dev --no-audit --no-fund --prefer-offline
for tool in tsx vite esbuild; do
  if [ -e "node_modules/.bin/$tool" ]; then
    echo "FAIL: $tool is installed by npm ci --omit=dev" >&2
    exit 1
  fi
done

PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" setsid npm start >"$work/server.log" 2>&1 &
server=$!
healthy=""
for _ in $(seq 1 600); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then
    healthy=1
    break
  fi
  if ! kill -0 "$server" 2>/dev/null; then break; fi
  sleep 0.2
done
if [ -z "$healthy" ]; then
  echo "FAIL: the production start did not answer /api/health; its output:" >&2
  cat "$work/server.log" >&2
  exit 1
fi
curl -fsS "http://127.0.0.1:$port/api/health" | grep -q '"status":"ok"'
curl -fsS "http://127.0.0.1:$port/" | grep -qi '<!doctype html>'
echo "OK: npm ci --omit=dev && npm start serves /api/health and the web app"
