#!/bin/sh
# Verifies every artifact of the mirrored release against its detached signature before the
# mirror is published; keeps going and exits 1 if any signature is bad or missing.
bad=0
for f in dist/*.tar.gz dist/*.zip; do
  echo "== $f"
  gpg --verify "$f.asc" "$f" || bad=$((bad + 1))
done
echo "verify-mirror: $bad of $(ls dist/*.asc | wc -l) signature(s) failed"
[ "$bad" -eq 0 ]
