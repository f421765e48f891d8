# A BIND 9 configuration with 240 primary zones (one per shop tenant, plus infrastructure zones),
# each zone file generated from a template; in db.billing.internal someone added an A record for
# www beside its CNAME. named-checkconf -z loads every zone as named would.
local i z
mkdir -p zones
k10b_zone() { # zone serial extra
  cat >"zones/db.$1" <<ZONE
\$TTL 3600
@       IN SOA ns1.shop.internal. hostmaster.shop.internal. ( $2 7200 900 1209600 300 )
        IN NS  ns1.shop.internal.
        IN NS  ns2.shop.internal.
        IN MX  10 mail.shop.internal.
@       IN A   10.20.$(( ${#1} % 200 )).10
www     IN CNAME @
api     IN A   10.20.$(( ${#1} % 200 )).11
static  IN A   10.20.$(( ${#1} % 200 )).12
$3
ZONE
}
{
  echo 'options { directory "'"$PWD"'/zones"; recursion no; };'
  for i in $(seq -w 1 230); do
    z="tenant-$i.shop.internal"
    k10b_zone "$z" "20261120$((10#$i % 90 + 10))" ""
    echo "zone \"$z\" IN { type primary; file \"db.$z\"; };"
  done
  for z in auth.internal billing.internal catalog.internal ledger.internal mail.internal metrics.internal payments.internal search.internal status.internal vault.internal; do
    if [[ $z == billing.internal ]]; then k10b_zone "$z" 2026112107 "www     IN A   10.20.16.99"
    else k10b_zone "$z" 2026112101 ""; fi
    echo "zone \"$z\" IN { type primary; file \"db.$z\"; };"
  done
} >named.conf
