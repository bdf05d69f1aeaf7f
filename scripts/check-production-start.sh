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
# Each answer is read whole before it is searched: `grep -q` stops reading at the first match, and curl then
# fails with "Failure writing output" (23) under pipefail.
health="$(curl -fsS "http://127.0.0.1:$port/api/health")"
grep -q '"status":"ok"' <<<"$health"
index="$(curl -fsS "http://127.0.0.1:$port/")"
grep -qi '<!doctype html>' <<<"$index"

# The bundle (scripts/build-api.mjs) holds most packages; the ones it leaves in node_modules read their own
# files at run time. Each is used once here: argon2 (the sign-in), exceljs (a spreadsheet), pdfkit and the
# fonts (a contract), the web build's renderer (the contract's page), the time zones (a calendar feed), swagger (the OpenAPI document).
api="http://127.0.0.1:$port/api"
sign_in() {
  curl -fsS -X POST "$api/login" -H 'content-type: application/json' \
    -d "{\"email\":\"$1@demo.vozka.cz\",\"password\":\"Vozka-demo-2026\"}" | tr -d '"'
}
admin="Authorization: Bearer $(sign_in admin)"
driver="Authorization: Bearer $(sign_in driver)"
curl -fsS -H "$admin" "$api/orders/import/template" -o "$work/template.xlsx"
[ "$(head -c 2 "$work/template.xlsx")" = "PK" ] || { echo "FAIL: the import template is not an xlsx" >&2; exit 1; }
ride="$(curl -fsS -H "$admin" "$api/orders?size=1" | node -pe 'JSON.parse(require("fs").readFileSync(0)).objects[0].secretIdent')"
curl -fsS "$api/orders/$ride/overview.pdf" -o "$work/contract.pdf"
[ "$(head -c 5 "$work/contract.pdf")" = "%PDF-" ] || { echo "FAIL: the contract is not a PDF" >&2; exit 1; }
# The contract's page is rendered with its data by the web build's renderer (decision 0050); the script's id
# is PAGE_DATA_ELEMENT (packages/domain shared/web-build.ts), written out here: no TypeScript runs in this shell.
page="$(curl -fsS "http://127.0.0.1:$port/my-drive/$ride")"
grep -q 'id="vozka-page-data"' <<<"$page" || { echo "FAIL: the contract page was not rendered with its data" >&2; exit 1; }
feed="$(curl -fsS -X POST -H "$driver" "$api/profile/calendar-feed" | node -pe 'new URL(JSON.parse(require("fs").readFileSync(0)).url).pathname')"
calendar="$(curl -fsS "http://127.0.0.1:$port$feed")"
grep -q 'TZID:Europe/Prague' <<<"$calendar"
openapi="$(curl -fsS "$api/docs/json")"
grep -q '"openapi"' <<<"$openapi"

# The first start left V8's code cache of the bundle (apps/api/src/boot/code-cache.ts, decision 0049); a
# second start is compiled from it and serves as the first did.
for _ in $(seq 1 50); do
  compgen -G "apps/api/dist/server.cjs.*.v8cache" >/dev/null && break
  sleep 0.2
done
compgen -G "apps/api/dist/server.cjs.*.v8cache" >/dev/null || { echo "FAIL: the first start wrote no code cache" >&2; exit 1; }
kill -- "-$server"
wait "$server" 2>/dev/null || true
PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" setsid npm run serve >"$work/server-2.log" 2>&1 &
server=$!
for _ in $(seq 1 300); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  kill -0 "$server" 2>/dev/null || break
  sleep 0.1
done
health="$(curl -fsS "http://127.0.0.1:$port/api/health")" || { cat "$work/server-2.log" >&2; exit 1; }
grep -q '"status":"ok"' <<<"$health"
admin="Authorization: Bearer $(sign_in admin)"
curl -fsS -H "$admin" "$api/orders/import/template" -o "$work/template-2.xlsx"
[ "$(head -c 2 "$work/template-2.xlsx")" = "PK" ] || { echo "FAIL: the second start's template is not an xlsx" >&2; exit 1; }
echo "OK: npm ci --omit=dev && npm start serves /api/health, the web app, a sign-in, a spreadsheet, a PDF, the contract's page, a calendar and the API's documentation; a second start from the code cache too"
