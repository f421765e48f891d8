#!/usr/bin/env bash
# Installs the pinned MCP clients and servers that the proxy's end-to-end tests drive (Node 20+):
# npm ci from package-lock.json, skipped when node_modules already holds exactly that lock.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
command -v npm >/dev/null || { echo "mcp/e2e/setup.sh: npm is not on PATH; install Node.js 20+" >&2; exit 1; }
lock="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [ -f node_modules/.candor-lock ] && [ "$(cat node_modules/.candor-lock)" = "$lock" ]; then
  exit 0
fi
npm ci --no-audit --no-fund --loglevel=error
echo "$lock" > node_modules/.candor-lock
