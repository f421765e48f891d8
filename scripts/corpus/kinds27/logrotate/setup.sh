# The log area of a billing host (14 services, 2-4 logs each, under var/log in the case dir) and its
# logrotate configuration (logrotate.conf including one file per service in logrotate.d/), with a
# state file saying everything was last rotated 8 days ago, so the daily and weekly stanzas are due.
# Someone made var/log/invoice-renderer world-writable (chmod 777) to get a container to write
# there: logrotate refuses to touch those logs, in one error line among the dry-run's hundreds.
# The agent dry-runs it (-d) against the private state file.
base=$PWD
mkdir -p logrotate.d
services="billing-api billing-worker payments-webhook invoice-renderer dunning-scheduler shipping-sync \
label-printer-bridge tax-rates-fetcher ledger-exporter customer-portal reporting-etl stripe-poller audit-shipper mailer"
last=$(date -d '8 days ago' +%Y-%-m-%-d-%-H:%-M:%-S)
echo 'logrotate state -- version 2' >state
i=0
for s in $services; do
  i=$((i + 1))
  mkdir -p "var/log/$s"
  logs="access error"
  (( i % 3 == 0 )) && logs="$logs audit"
  (( i % 4 == 1 )) && logs="$logs slow-requests"
  for l in $logs; do
    head -c $(( (i * 7919 + ${#l} * 131) % 60000 + 2000 )) /dev/zero | tr '\0' 'x' | fold -w 99 >"var/log/$s/$l.log"
    printf '"%s" %s\n' "$base/var/log/$s/$l.log" "$last" >>state
  done
  freq=daily; (( i % 5 == 0 )) && freq=weekly
  cat >"logrotate.d/$s" <<CONF
$base/var/log/$s/*.log {
    $freq
    rotate $(( i % 3 == 0 ? 30 : 14 ))
    compress
    delaycompress
    missingok
    notifempty
    dateext
    create 0640 root adm
    sharedscripts
    postrotate
        systemctl kill -s HUP $s.service >/dev/null 2>&1 || true
    endscript
}
CONF
done
chmod 777 var/log/invoice-renderer
cat >logrotate.conf <<CONF
weekly
rotate 4
create
include $base/logrotate.d
CONF
