#!/usr/bin/env bash
# Installs the pinned MCP clients and servers that the proxy's end-to-end tests drive (Node 20+).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
command -v npm >/dev/null || { echo "mcp/e2e/setup.sh: npm is not on PATH; install Node.js 20+" >&2; exit 1; }
if [ -f package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
else
  npm install --no-audit --no-fund --loglevel=error
fi
