#!/usr/bin/env bash
# Renders a `candor audit` HTML report to a PNG with headless Chromium, then checks that the image
# exists and is not trivial (over 10 KiB), so that a broken page or a blank render fails loudly.
#
#   scripts/audit-screenshot.sh REPORT.html OUT.png
#
# Installs Debian's chromium when it is missing (needs root). The page is opened from a file://
# URL with networking off as far as the flags allow; the report itself fetches nothing.
# Exit status: 0 rendered and checked; 1 the render failed or looks empty; 2 bad usage or input.
set -euo pipefail

MIN_BYTES=10240

if [ "$#" -ne 2 ]; then
  echo "usage: $0 REPORT.html OUT.png" >&2
  exit 2
fi
report=$1
out=$2
if [ ! -f "$report" ]; then
  echo "audit-screenshot: no such report: $report" >&2
  exit 2
fi

if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "audit-screenshot: chromium is missing; run as root to install it, or: apt-get install -y chromium" >&2
    exit 2
  fi
  echo "audit-screenshot: installing chromium" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
fi

report_abs=$(realpath "$report")
out_abs=$(realpath -m "$out")
mkdir -p "$(dirname "$out_abs")"
rm -f "$out_abs"
# file:// URLs need %, space, # and ? escaped; % first, so that the others are not escaped twice.
url_path=$(printf '%s' "$report_abs" | sed -e 's/%/%25/g' -e 's/ /%20/g' -e 's/#/%23/g' -e 's/?/%3F/g')

profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT

timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync \
  --user-data-dir="$profile" --window-size=1280,2000 --screenshot="$out_abs" \
  "file://$url_path" >"$profile/chromium.log" 2>&1 || {
  echo "audit-screenshot: chromium failed; its output:" >&2
  tail -n 20 "$profile/chromium.log" >&2
  exit 1
}

if [ ! -f "$out_abs" ]; then
  echo "audit-screenshot: chromium wrote no screenshot to $out" >&2
  exit 1
fi
if [ "$(head -c 8 "$out_abs" | od -An -tx1 | tr -d ' \n')" != "89504e470d0a1a0a" ]; then
  echo "audit-screenshot: $out is not a PNG" >&2
  exit 1
fi
size=$(stat -c %s "$out_abs")
if [ "$size" -le "$MIN_BYTES" ]; then
  echo "audit-screenshot: $out is only $size bytes (want > $MIN_BYTES): the page rendered blank or nearly so" >&2
  exit 1
fi
echo "audit-screenshot: wrote $out ($size bytes)"
