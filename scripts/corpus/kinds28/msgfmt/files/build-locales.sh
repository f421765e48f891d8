#!/bin/sh
# Compiles every translation of the till application (po/<domain>/<lang>.po) into
# locale/<lang>/LC_MESSAGES/<domain>.mo, checking formats and headers; goes on after a
# failing catalog and exits 1 if any failed.
failed=0
for po in po/*/*.po; do
  domain=$(basename "$(dirname "$po")")
  lang=$(basename "$po" .po)
  mkdir -p "locale/$lang/LC_MESSAGES"
  msgfmt -c -v --statistics -o "locale/$lang/LC_MESSAGES/$domain.mo" "$po" || failed=$((failed + 1))
done
echo "build-locales: $failed catalog(s) failed"
[ "$failed" -eq 0 ]
