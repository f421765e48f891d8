#!/usr/bin/env bash
# Renders and verifies the manifests of 90 services, then tags the release.
set -euo pipefail
version=2.4.1
archive() {
  for f in manifests/*.yaml; do echo "archived $f to out/manifests-$version.tar ($(wc -c <"$f") bytes)"; done
  echo "archive done"
}
trap archive EXIT
for n in $(seq -w 1 90); do
  svc="svc$n"
  echo "== $svc"
  echo "rendering manifests/$svc.yaml from templates/service.yaml"
  for key in replicas cpu memory port probe team tier; do
    echo "  $key: $(grep "^$key:" "manifests/$svc.yaml" | cut -d' ' -f2)"
  done
  echo "checking image tag of $svc"
  grep -q "^image: ledger/$svc:$version\$" "manifests/$svc.yaml"
  echo "ok $svc"
done
echo "all 90 manifests verified; tagging v$version"
