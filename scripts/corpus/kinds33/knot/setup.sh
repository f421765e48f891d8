# The DNS server of a university department's teaching lab (Knot DNS 3.2 from Debian, a private
# knot.conf in the case's dir: the lab's forward zone and its reverse zone, updatable by dynamic
# update signed with the lab's TSIG key 'lab-ddns-2024'; the key it replaced, 'lab-ddns-2023', is
# still defined but no ACL allows it; logging to stdout at debug level, which is where Knot puts
# its ACL decisions). The TSIG secrets are fake ones made for this case.
mkdir -p zones db run
cat >zones/lab.cs.example.zone <<'EOF'
$ORIGIN lab.cs.example.
$TTL 300
@       SOA ns1 hostmaster 2024093001 3600 600 604800 300
@       NS  ns1
ns1     A   172.16.40.2
gw      A   172.16.40.1
EOF
cat >zones/40.16.172.in-addr.arpa.zone <<'EOF'
$ORIGIN 40.16.172.in-addr.arpa.
$TTL 300
@       SOA ns1.lab.cs.example. hostmaster.lab.cs.example. 2024093001 3600 600 604800 300
@       NS  ns1.lab.cs.example.
1       PTR gw.lab.cs.example.
2       PTR ns1.lab.cs.example.
EOF
cat >knot.conf <<EOF
server:
    rundir: "$PWD/run"
    listen: 127.0.0.1@PORT
log:
  - target: stdout
    any: debug
database:
    storage: "$PWD/db"
key:
  - id: lab-ddns-2024
    algorithm: hmac-sha256
    secret: ZmFrZS1sYWItZGRucy1rZXktMjAyNC10ZXN0LW9ubHk=
  - id: lab-ddns-2023
    algorithm: hmac-sha256
    secret: ZmFrZS1sYWItZGRucy1rZXktMjAyMy10ZXN0LW9ubHk=
acl:
  - id: lab_ddns
    key: lab-ddns-2024
    action: update
template:
  - id: default
    storage: "$PWD/zones"
    file: "%s.zone"
zone:
  - domain: lab.cs.example
    acl: lab_ddns
  - domain: 40.16.172.in-addr.arpa
    acl: lab_ddns
EOF
