# A rural broadband co-operative's core router, BIRD 2.0.12 (Debian's bird2) with debug protocols
# all, and two stand-in upstream routers (two more bird processes): the fibre uplink (127.0.0.2,
# AS 65020) and the radio link (127.0.0.3, AS 65030, its path prepended twice so the fibre wins).
# Both announce the default route and 36 of the regional exchange's prefixes; the core announces
# the co-op's three member prefixes. Every router runs on loopback with its own control socket.
python3 - <<'PY'
t = open("peer.conf.in").read()
routes = "".join(f"  route 185.{40 + i // 12}.{(i % 12) * 16}.0/20 blackhole;\n" for i in range(36))
for name, rid, ip, port, asn, prep in [("fibre", "10.255.0.2", "127.0.0.2", 1791, 65020, ""),
                                      ("radio", "10.255.0.3", "127.0.0.3", 1792, 65030, "bgp_path.prepend(65030); bgp_path.prepend(65030);")]:
    c = t.replace("ROUTERID", rid).replace("LOCALIP", ip).replace("LOCALPORT", str(port)).replace("LOCALAS", str(asn))
    c = c.replace("ROUTES", routes).replace("PREPEND", prep)
    open(f"{name}.conf", "w").write(c)
PY
rm -f peer.conf.in
