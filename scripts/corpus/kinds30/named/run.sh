# The internal DNS of a ski resort's lift-gate network: BIND 9.18's named in the foreground (-g)
# with query logging, primary for lifts.test, which the turnstile gates keep up to date themselves
# by TSIG-signed dynamic updates (each gate deletes and re-adds its A record every round). Six rounds
# of twelve gates' updates ('updating zone ...: deleting rrset at ...', 'adding an RR at
# ...') and the gates' lookups of the ticket-check services ('query: pass-check.lifts.test IN A').
# In round four, a contractor's test box registers itself with the gates' key: 'adding an RR at
# 'pass-check.lifts.test' A 10.99.0.50', a second address next to the real pass-check server, with
# no delete before it; from then on half the lookups go to the test box. The agent watched
# named's log; it is stopped with SIGTERM at the end of the day.
local P i r g
P=$(free_port)
tsig-keygen -a hmac-sha256 gatekey >gatekey.key
cat >lifts.test.zone <<'ZONE'
$TTL 60
@            IN SOA ns1.lifts.test. hostmaster.lifts.test. 2024120501 3600 600 86400 60
@            IN NS  ns1.lifts.test.
ns1          IN A   10.20.0.2
pass-check   IN A   10.20.0.40
season-pass  IN A   10.20.0.41
ZONE
for g in $(seq -w 1 12); do echo "gate-$g        IN A   10.20.1.$((10#$g + 10))" >>lifts.test.zone; done
cat >named.conf <<CONF
include "$PWD/gatekey.key";
options {
    directory "$PWD";
    listen-on port $P { 127.0.0.1; };
    listen-on-v6 { none; };
    recursion no;
    dnssec-validation no;
    querylog yes;
    pid-file "$PWD/named.pid";
    session-keyfile "$PWD/session.key";
};
controls { };
zone "lifts.test" {
    type primary;
    file "lifts.test.zone";
    update-policy { grant gatekey zonesub A; };
};
CONF
named -g -c "$PWD/named.conf" 2>&1 &
local ns=$!
for i in $(seq 1 50); do dig +short +time=1 +tries=1 @127.0.0.1 -p "$P" ns1.lifts.test A >/dev/null 2>&1 && break; sleep 0.2; done
for r in 1 2 3 4 5 6; do
  {
    echo "server 127.0.0.1 $P"
    echo "zone lifts.test"
    for g in $(seq -w 1 12); do
      printf 'update delete gate-%s.lifts.test A\nupdate add gate-%s.lifts.test 60 A 10.20.1.%d\nsend\n' "$g" "$g" $((10#$g + 10))
      if [[ $r == 4 && $g == 07 ]]; then printf 'update add pass-check.lifts.test 60 A 10.99.0.50\nsend\n'; fi
    done
  } | nsupdate -k gatekey.key >/dev/null 2>&1
  for g in $(seq 1 8); do
    dig +short @127.0.0.1 -p "$P" pass-check.lifts.test A season-pass.lifts.test A >/dev/null 2>&1
  done
  sleep 1
done
kill -TERM $ns; wait $ns || true
