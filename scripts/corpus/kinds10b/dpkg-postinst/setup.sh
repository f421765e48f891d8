# 40 local .debs of a ledger suite, built with dpkg-deb; each postinst registers its component
# (two lines of its own output). ledger-migrate's postinst checks the schema version recorded in
# the root (41, written by a newer release) against the one it ships (39) and refuses to
# downgrade (exit 3); ledger-api and ledger-worker depend on it.
local p d=$PWD
mkdir -p debs root/var/lib/dpkg/updates root/var/lib/dpkg/info root/var/lib/ledger
: >root/var/lib/dpkg/status; : >root/var/lib/dpkg/available
echo 41 >root/var/lib/ledger/schema_version
k10b_mkdeb() { # name depends postinst-body
  local b="$d/build/$1"
  mkdir -p "$b/DEBIAN" "$b/usr/share/ledger/$1"
  printf 'Package: %s\nVersion: 2.4.0-1\nArchitecture: all\nMaintainer: Ledger Team <ops@ledger.example>\nDescription: ledger component %s\n' "$1" "$1" >"$b/DEBIAN/control"
  [[ -n "$2" ]] && printf 'Depends: %s\n' "$2" >>"$b/DEBIAN/control"
  printf 'component=%s\n' "$1" >"$b/usr/share/ledger/$1/component.conf"
  printf '#!/bin/sh\nset -e\n%s\n' "$3" >"$b/DEBIAN/postinst"
  chmod 755 "$b/DEBIAN/postinst"
  dpkg-deb --root-owner-group -Zgzip --build "$b" "$d/debs/${1}_2.4.0-1_all.deb" >/dev/null
}
for p in accounts audit billing cache cli config export gateway importer invoices metrics notify payments reports scheduler search statements tax vault webhooks; do
  k10b_mkdeb "ledger-$p" "" "echo \"ledger-$p: registering component in \${DPKG_ROOT}/etc/ledger/components.d\"
echo \"ledger-$p: configuration check passed (2.4.0)\""
  k10b_mkdeb "ledger-$p-doc" "" "echo \"ledger-$p-doc: documentation index updated\""
done
k10b_mkdeb ledger-migrate "" 'current=$(cat "${DPKG_ROOT}/var/lib/ledger/schema_version" 2>/dev/null || echo 0)
echo "ledger-migrate: database schema is at version $current, this package ships migrations up to 39"
if [ "$current" -gt 39 ]; then
  echo "ledger-migrate: schema version $current is newer than 39; refusing to downgrade (restore a backup or install ledger-migrate >= 2.6)" >&2
  exit 3
fi'
k10b_mkdeb ledger-api "ledger-migrate" 'echo "ledger-api: registering component"'
k10b_mkdeb ledger-worker "ledger-migrate, ledger-config" 'echo "ledger-worker: registering component"'
rm -rf build
