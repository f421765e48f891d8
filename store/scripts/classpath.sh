#!/usr/bin/env bash
# Compiles the store module and its tests and prints their classpath (test scope), for the
# scripts that run StoreBench and BigResult by hand.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
cp_file="$(mktemp)"
trap 'rm -f "$cp_file"' EXIT
# One reactor run, so candor-core resolves to core/target/classes without being installed.
mvn -q -B -pl store -am test-compile dependency:build-classpath \
  -Dmdep.outputFile="$cp_file" -Dmdep.includeScope=test >&2
echo "$root/store/target/test-classes:$root/store/target/classes:$(cat "$cp_file")"
