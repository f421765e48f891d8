# A hand-rolled binary package of a small ledger daemon built with dpkg-deb (no debhelper): a
# copyright file and a changelog, a Python tool, a man page, a conffile, a cron job, a systemd unit;
# some things a packager forgets, and a cron job in /etc that is not a conffile.
p=pkg
mkdir -p $p/DEBIAN $p/usr/bin $p/usr/sbin $p/usr/lib/ledgerd/plugins $p/usr/share/doc/ledgerd $p/usr/share/man/man8 \
  $p/etc/ledgerd $p/etc/cron.d $p/lib/systemd/system $p/var/lib/ledgerd $p/usr/share/ledgerd/sql
cat >$p/DEBIAN/control <<'C'
Package: ledgerd
Version: 2.4.0-1
Architecture: amd64
Maintainer: Dana Okafor <dana@ledger.example>
Depends: libc6 (>= 2.34), python3
Section: misc
Priority: optional
Homepage: http://ledger.example/ledgerd
Description: ledger daemon
 ledgerd keeps the double-entry journal of the billing platform and serves it
 over a local socket. This package contains the daemon and its tools.
C
echo /etc/ledgerd/ledgerd.conf >$p/DEBIAN/conffiles
printf '#!/bin/sh\nset -e\nmkdir -p /var/lib/ledgerd\n' >$p/DEBIAN/postinst
chmod 755 $p/DEBIAN/postinst
printf 'listen = /run/ledgerd.sock\njournal = /var/lib/ledgerd/journal\n' >$p/etc/ledgerd/ledgerd.conf
printf '*/5 * * * * root /usr/sbin/ledgerd-rotate\n' >$p/etc/cron.d/ledgerd
printf '[Unit]\nDescription=ledger daemon\n[Service]\nExecStart=/usr/sbin/ledgerd\n[Install]\nWantedBy=multi-user.target\n' >$p/lib/systemd/system/ledgerd.service
cc -O2 -o $p/usr/sbin/ledgerd ledgerd.c
cc -O2 -o $p/usr/sbin/ledgerd-rotate ledgerd.c
cc -O2 -o $p/usr/bin/ledger-post ledgerd.c
for t in import export reconcile close-period reopen-period audit verify dump restore vacuum stats; do cc -O2 -s -o $p/usr/bin/ledger-$t ledgerd.c; done
strip $p/usr/sbin/ledgerd $p/usr/sbin/ledgerd-rotate $p/usr/bin/ledger-post
chmod 4755 $p/usr/bin/ledger-post
printf '#!/usr/bin/python3\nimport sys\nprint("ledger-export", sys.argv[1:])\n' >$p/usr/bin/ledger-report
chmod 755 $p/usr/bin/ledger-report
for i in $(seq 1 40); do printf -- '-- migration %d\nALTER TABLE journal ADD COLUMN c%d int;\n' $i $i >$p/usr/share/ledgerd/sql/$(printf %03d $i)-migrate.sql; done
for n in ach bacs camt053 cheque csv dta ebics fedwire giro iso20022 mt940 mt942 nacha ofx qif sepa-ct sepa-dd swift-gpi wire-uk xero; do cc -O2 -s -shared -fPIC -o $p/usr/lib/ledgerd/plugins/fmt-$n.so plugin.c; done
printf '.TH LEDGERD 8\n.SH NAME\nledgerd \\- ledger daemon\n.SH SYNOPSIS\n.B ledgerd\n.SH DESCRIPTION\nKeeps the journal.\n' >$p/usr/share/man/man8/ledgerd.8
gzip -9n $p/usr/share/man/man8/ledgerd.8
printf 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: ledgerd\n\nFiles: *\nCopyright: 2024 Ledger Example\nLicense: GPL-2+\n' >$p/usr/share/doc/ledgerd/copyright
printf 'ledgerd (2.4.0-1) unstable; urgency=medium\n\n  * New upstream release.\n\n -- Dana Okafor <dana@ledger.example>  Mon, 04 Mar 2024 10:00:00 +0000\n' | gzip -9n >$p/usr/share/doc/ledgerd/changelog.Debian.gz
dpkg-deb --root-owner-group -Zxz --build $p ledgerd_2.4.0-1_amd64.deb >/dev/null
rm -rf $p
