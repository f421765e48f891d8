# An internal PKI: a root CA, the current issuing CA (Shop Issuing CA 2026) and 460 host
# certificates (EC P-256) for the fleet; one, api-gw-17, was still issued by the retired 2025
# issuing CA, which is not in the bundle given to verify. openssl verify checks each one.
local i cn ca
k10b_req() { openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout "$1.key" -subj "$2" -out "$1.csr" 2>/dev/null; }
printf 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n' >ca.ext
printf 'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n' >leaf.ext
k10b_req root "/O=Shop Internal/CN=Shop Root CA"
openssl x509 -req -in root.csr -signkey root.key -days 3650 -extfile ca.ext -out root.pem 2>/dev/null
for ca in issuing-2025 issuing-2026; do
  k10b_req "$ca" "/O=Shop Internal/CN=Shop Issuing CA ${ca#issuing-}"
  openssl x509 -req -in "$ca.csr" -CA root.pem -CAkey root.key -CAcreateserial -days 1825 -extfile ca.ext -out "$ca.pem" 2>/dev/null
done
mkdir -p certs
for i in $(seq 1 460); do
  case $((i % 6)) in 0) cn=api-gw;; 1) cn=orders;; 2) cn=payments;; 3) cn=search;; 4) cn=ledger;; 5) cn=cache;; esac
  cn="$cn-$((i / 6 + 1))"
  k10b_req "certs/$cn" "/O=Shop Internal/OU=fleet/CN=$cn.shop.internal"
  ca=issuing-2026; [[ $cn == api-gw-17 ]] && ca=issuing-2025
  openssl x509 -req -in "certs/$cn.csr" -CA "$ca.pem" -CAkey "$ca.key" -CAcreateserial -days 397 -extfile leaf.ext -out "certs/$cn.pem" 2>/dev/null
  rm -f "certs/$cn.csr" "certs/$cn.key"
done
