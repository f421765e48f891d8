#!/usr/bin/env bash
# Stores one 1 GiB result and reads it back in a JVM limited to -Xmx128m, printing throughput, the
# compression ratio, read latencies and the peak heap. Kept out of the unit tests for its time.
# Usage: store/scripts/big-result.sh [megabytes=1024] [store-url=fresh SQLite file]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cp="$("$root/store/scripts/classpath.sh")"
exec java -Xmx128m -cp "$cp" dev.candor.store.BigResult "$@"
