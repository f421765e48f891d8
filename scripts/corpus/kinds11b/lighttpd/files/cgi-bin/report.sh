#!/bin/sh
# Account report: logs what it builds on stderr (lighttpd's error log), prints a small body.
acct=${QUERY_STRING#account=}
echo "report: building statement for $acct" >&2
case "$acct" in
  acct-0042) head -c 4000000 /dev/zero | tr '\0' 'x' >/dev/null; kill -SEGV $$ ;;
esac
printf 'Content-Type: text/plain\r\n\r\nstatement %s ok\n' "$acct"
