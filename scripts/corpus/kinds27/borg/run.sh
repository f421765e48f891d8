# The nightly backup, as the backup user (nobody): JSON log lines and the file list (--list).
runuser -u nobody -- env HOME="$PWD" BORG_PASSPHRASE=ledger-backup-2024 \
  borg create --log-json --list --stats repo::billing-2024-03-31 exports
