# 36 deploy scripts with routine quoting notes; deploy-db.sh passes an array unquoted to pg_dump.
mkdir -p scripts
for s in web api worker cron db cache mail search; do for e in staging prod eu us; do
  f=scripts/deploy-$s-$e.sh; [ $s = db ] && [ $e = prod ] && f=scripts/deploy-db.sh
  cat > $f <<SH
#!/bin/bash
set -eu
TARGET=\$1
RELEASE=\$2
echo "deploying $s to $e"
cp build/\$RELEASE.tar.gz /srv/releases/\$TARGET/
cd /srv/releases/\$TARGET && tar xzf \$RELEASE.tar.gz
for host in \$(cat hosts/$e.txt); do
  ssh \$host systemctl restart $s-\$TARGET
done
ls /srv/releases/\$TARGET | grep -v current | head -n 5
SH
done; done
cat >> scripts/deploy-db.sh <<'SH'
tables=(orders payments refunds)
pg_dump --table=$@ ${tables[@]} > /srv/backup/$TARGET.sql
SH
