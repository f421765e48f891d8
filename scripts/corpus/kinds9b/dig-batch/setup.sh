# The names a deployment's configuration refers to (90 services of shop.internal) and the hosts
# file a local dnsmasq serves; the config still names ledger-db.shop.internal, which the hosts file
# no longer has (the database was renamed ledger-pg).
local i s
: >hosts; : >names.txt
i=0
for s in api web cart checkout search catalog pricing tax invoices payments refunds ledger-pg \
         orders shipping tracking stock warehouse returns reviews ratings images thumbs cdn-origin \
         auth sessions users profiles addresses coupons promotions loyalty gifts wishlist \
         notify mailer sms push webhooks events audit metrics logs traces alerts status \
         admin backoffice reports exports imports etl scheduler queue broker cache redis \
         kafka-1 kafka-2 kafka-3 zk-1 zk-2 zk-3 es-1 es-2 es-3 vault consul ci registry \
         git wiki chat docs sso ldap dns-1 dns-2 ntp-1 ntp-2 proxy-1 proxy-2 lb-1 lb-2 \
         bastion vpn backup-1 backup-2 minio-1 minio-2 minio-3 mongo-1 mongo-2; do
  i=$((i + 1))
  echo "10.40.$((i / 200)).$((i % 200 + 10)) $s.shop.internal" >>hosts
done
for s in $(awk '{print $2}' hosts); do
  echo "$s A" >>names.txt
  if [[ $s == invoices.shop.internal ]]; then echo "ledger-db.shop.internal A" >>names.txt; fi
done
