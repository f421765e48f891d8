#!/usr/bin/env bash
# Store/fetch throughput and compression ratio on fixtures/corpus (StoreBench), on a fresh SQLite
# store, or on the store URL given as the first argument. Usage: store/scripts/bench.sh [url] [rounds]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
cp="$(store/scripts/classpath.sh)"
exec java -cp "$cp" dev.candor.store.StoreBench "$@"
