# A private apt root (its own status file, lists, cache and sources) and a flat file: repository of
# 84 ledger-suite packages. libledger1 1.4-1 is installed and held (dpkg selection hold); the
# repository has 2.0-1, and ledger-worker 2.4.1 needs libledger1 (>= 2.0). Installing the
# ledger-suite metapackage (which depends on 80 modules, then ledger-worker) cannot go on while
# the hold stands.
mkdir -p repo root/etc/apt/apt.conf.d root/etc/apt/sources.list.d root/etc/apt/preferences.d root/var/lib/apt/lists/partial \
  root/var/cache/apt/archives/partial root/var/lib/dpkg build
mkdeb() { # name version depends
  local d=build/$1_$2
  mkdir -p "$d/DEBIAN" "$d/usr/share/doc/$1"
  printf 'Package: %s\nVersion: %s\nArchitecture: all\nMaintainer: Ledger Team <ledger@shop.internal>\nSection: misc\nPriority: optional\n%sDescription: ledger suite component %s\n' \
    "$1" "$2" "${3:+Depends: $3
}" "$1" >"$d/DEBIAN/control"
  echo "$1 $2" >"$d/usr/share/doc/$1/VERSION"
  dpkg-deb -Zgzip --root-owner-group -b "$d" "repo/$1_$2_all.deb" >/dev/null
}
deps=""
for i in $(seq -w 1 80); do
  mkdeb "ledger-mod$i" "2.4.1-1" "libledger-common (>= 2.4)"
  deps="$deps, ledger-mod$i (>= 2.4)"
done
mkdeb libledger-common 2.4.1-1 ""
mkdeb libledger1 1.4-1 "libledger-common"
mkdeb libledger1 2.0-1 "libledger-common (>= 2.4)"
mkdeb ledger-worker 2.4.1-1 "libledger1 (>= 2.0), libledger-common (>= 2.4)"
mkdeb ledger-suite 2.4.1-1 "${deps#, }, ledger-worker (>= 2.4)"
(cd repo && dpkg-scanpackages -m . /dev/null >Packages 2>/dev/null)
echo "deb [trusted=yes] file://$PWD/repo ./" >root/etc/apt/sources.list
# The installed system: libledger-common 2.3 and libledger1 1.4-1, the latter on hold.
cat >root/var/lib/dpkg/status <<ST
Package: libledger-common
Status: install ok installed
Priority: optional
Section: misc
Maintainer: Ledger Team <ledger@shop.internal>
Architecture: all
Version: 2.3.0-1
Description: ledger suite component libledger-common

Package: libledger1
Status: hold ok installed
Priority: optional
Section: misc
Maintainer: Ledger Team <ledger@shop.internal>
Architecture: all
Version: 1.4-1
Depends: libledger-common
Description: ledger suite component libledger1

ST
cat >apt.conf <<AC
Dir "$PWD/root/";
Dir::State::status "$PWD/root/var/lib/dpkg/status";
Dir::Etc::main "$PWD/apt.conf";
Dir::Etc::Parts "$PWD/root/etc/apt/apt.conf.d";
Dir::Etc::Trusted "$PWD/root/etc/apt/trusted.gpg";
Dir::Etc::TrustedParts "$PWD/root/etc/apt/trusted.gpg.d";
Debug::NoLocking "true";
APT::Sandbox::User "root";
AC
APT_CONFIG=$PWD/apt.conf apt-get update -q >/dev/null 2>&1
