#!/usr/bin/env bash
# A production install, proven: the built tree (dist/, dist-server/) with only the runtime packages
# (`npm ci --omit=dev`, in a copy of its own) serves the app and the API with plain node.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/index.html ] && [ -f dist-server/main.js ] || npm run build
work=$(mktemp -d)
trap 'kill "${pid:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT
cp -r package.json package-lock.json dist dist-server "$work/"
# Of server/, only the migrations: the compiled server applies them at start.
mkdir -p "$work/server/db" && cp -r server/db/migrations "$work/server/db/"
cd "$work"
npm ci --omit=dev --no-audit --no-fund --loglevel=error >/dev/null
if [ -e node_modules/vite ] || [ -e node_modules/vite-plugin-pwa ] || [ -e node_modules/tsx ]; then
  echo "production install: build tools were installed with --omit=dev" >&2
  exit 1
fi
port=$((20000 + RANDOM % 20000))
PORT=$port DATA_DIR="$work/data" LOG_LEVEL=warn node dist-server/main.js >"$work/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break
  sleep 1
done
curl -sf "http://127.0.0.1:$port/api/health" >/dev/null || { cat "$work/server.log"; exit 1; }
curl -sf "http://127.0.0.1:$port/login" | grep -q '<div id="root">' || { echo "production install: no app at /login" >&2; exit 1; }
curl -sf -X POST "http://127.0.0.1:$port/api/auth/login" -H 'content-type: application/json' \
  -d '{"username":"admin@demo.pt","password":"stand-demo-2026"}' | grep -q '"token"' ||
  { echo "production install: demo login failed" >&2; cat "$work/server.log"; exit 1; }
echo "production install: npm ci --omit=dev serves app and API from dist/ and dist-server/"
