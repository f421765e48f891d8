# A container host's network, built in a private network namespace (unshare -n): a bridge br-svc
# (10.20.0.1/24) and a veth pair per service container (host end vh-NN on the bridge, container end
# ct-NN with 10.20.0.NN/24 and an IPv6 ULA). The container of svc 27 has stopped, so its end is
# down; everything else is up. The agent lists addresses with details as JSON.
unshare -n bash -s <<'SH'
set -e
ip link set lo up
ip link add br-svc type bridge
ip addr add 10.20.0.1/24 dev br-svc
ip link set br-svc up
for n in $(seq 10 49); do
  ip link add "vh-$n" type veth peer name "ct-$n"
  ip link set "vh-$n" master br-svc
  ip link set "vh-$n" up
  ip addr add "10.20.0.$n/24" dev "ct-$n"
  ip addr add "fd00:20::$n/64" dev "ct-$n" nodad
  [[ $n == 27 ]] || ip link set "ct-$n" up
done
sleep 1
ip -j -d addr show
SH
