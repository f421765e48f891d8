#!/usr/bin/env bash
# The chunk codecs side by side (CodecBench): ratio, compress/decompress MB/s and put/fetch MB/s
# through a SQLite store, on fixtures/corpus and on 1 GiB of one repeated log line; then each
# codec's first-use cost in fresh JVMs started as bin/candor starts them (C1 only, serial GC).
# Usage: store/scripts/codec-bench.sh [big-megabytes=1024] [load-runs=7]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
cp="$(store/scripts/classpath.sh)"
mb="${1:-1024}"
runs="${2:-7}"
echo "== table, default JIT (C2)"
java -cp "$cp" dev.candor.store.CodecBench "$mb"
echo "== codecs alone, bin/candor's JVM options (C1 only, serial GC)"
java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -DcodecOnly=true -cp "$cp" dev.candor.store.CodecBench "$mb"
echo "== first chunk in a fresh JVM (classes + native library), median of $runs"
for c in deflate zstd lz4-jni lz4-java; do
  for _ in $(seq "$runs"); do
    java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData -cp "$cp" dev.candor.store.CodecBench load "$c"
  done | awk -v c="$c" '{print $3}' | sort -n | awk -v c="$c" '{a[NR]=$1} END {printf "load %-9s median %.1f ms (min %.1f, max %.1f, n=%d)\n", c, a[int((NR+1)/2)], a[1], a[NR], NR}'
done
