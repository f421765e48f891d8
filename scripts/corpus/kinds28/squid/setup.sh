# The forward proxy of a logistics company (8 depots and 2 offices on their own subnets, partner
# portals and carrier APIs allowed per group, guest Wi-Fi restricted, refresh patterns, delay
# pools), generated: ~280 directives. The partner domain lists overlap in places, so squid
# warns about subdomains of listed domains (routine noise). One rule added for the guest Wi-Fi,
# 'http_acces deny guest_wifi streaming', is misspelt: squid 5 -k parse prints its
# 'unrecognized' line in the middle of the Processing lines, goes on parsing, and exits 1. The
# agent checks the configuration before a reload.
python3 - <<'PY'
import random
random.seed(3128)
L = ["# Forward proxy, logistics network. Managed by the infrastructure team.",
     "http_port 3128", "visible_hostname proxy.depots.example", "cache_mem 512 MB",
     "maximum_object_size 64 MB", "cache_dir ufs /var/spool/squid 20000 16 256",
     "coredump_dir /var/spool/squid", "dns_nameservers 10.0.0.53 10.0.1.53",
     "logformat depots %ts.%03tu %6tr %>a %Ss/%03>Hs %<st %rm %ru %[un %Sh/%<a %mt",
     "access_log stdio:/var/log/squid/access.log depots", ""]
sites = ["hamburg", "bremen", "hannover", "kassel", "leipzig", "nuremberg", "stuttgart", "duisburg", "office-hq", "office-east"]
for i, s in enumerate(sites):
    for v in range(random.randint(2, 5)):
        L.append(f"acl site_{s.replace('-', '_')} src 10.{10 + i}.{v * 4}.0/22")
L.append("acl guest_wifi src 192.168.200.0/22")
L.append("acl scanners src 10.250.0.0/20")
L.append("")
L += ["acl SSL_ports port 443 8443", "acl Safe_ports port 80 443 8080 8443 21 70 210 280 488 591 777 1025-65535",
      "acl CONNECT method CONNECT", ""]
carriers = ["dhl", "dpd", "ups", "gls", "hermes", "fedex", "tnt", "db-schenker", "kuehne-nagel", "dachser", "rhenus", "geodis"]
tlds = ["de", "com", "eu", "net"]
for c in carriers:
    doms = [f".{c}.{random.choice(tlds)}"]
    for k in range(random.randint(3, 9)):
        sub = random.choice(["api", "portal", "tracking", "edi", "sso", "cdn", "labels", "b2b", "status"])
        d = f"{sub}.{c}.{random.choice(tlds)}"
        if d not in doms:
            doms.append(d)
    L.append(f"acl carrier_apis dstdomain {' '.join(doms)}")
partners = ["supplier-portal", "customs-gateway", "pallet-exchange", "fuelcard", "tollcollect", "telematics-hub",
            "yard-mgmt", "wms-cloud", "payroll-service", "insurance-claims", "fleet-leasing", "tyre-service"]
for p in partners:
    L.append(f"acl partner_portals dstdomain .{p}.example")
    for k in range(random.randint(0, 2)):
        L.append(f"acl partner_portals dstdomain {random.choice(['www', 'login', 'files'])}.{p}.example")
streaming = ["youtube.com", "netflix.com", "twitch.tv", "spotify.com", "primevideo.com", "disneyplus.com",
             "dazn.com", "joyn.de", "zdf.de", "ardmediathek.de", "tiktok.com", "vimeo.com"]
for s in streaming:
    L.append(f"acl streaming dstdomain .{s}")
L.append("acl streaming dstdomain www.youtube.com m.youtube.com")
for n in range(1, 40):
    L.append(f"acl os_updates dstdomain .updates{n:02d}.vendor.example")
L.append("")
for pat, mn, pct, mx in [(r"^ftp:", 1440, 20, 10080), (r"^gopher:", 1440, 0, 1440), (r"-i (/cgi-bin/|\?)", 0, 0, 0),
                         (r"\.(deb|udeb|rpm)$", 129600, 100, 129600), (r"\.(jpg|png|gif|webp)$", 1440, 50, 10080),
                         (r"\.(pdf|zip|gz)$", 720, 30, 4320), (r"/labels/.*\.zpl$", 0, 0, 0), (".", 0, 20, 4320)]:
    L.append(f"refresh_pattern {pat} {mn} {pct}% {mx}")
L.append("")
L += ["http_access deny !Safe_ports", "http_access deny CONNECT !SSL_ports", "http_access allow localhost manager",
      "http_access deny manager"]
L.append("http_acces deny guest_wifi streaming")
L.append("http_access allow guest_wifi")
for s in sites:
    L.append(f"http_access allow site_{s.replace('-', '_')} carrier_apis")
    L.append(f"http_access allow site_{s.replace('-', '_')} partner_portals")
    L.append(f"http_access allow site_{s.replace('-', '_')} os_updates")
L.append("http_access allow scanners carrier_apis")
for s in sites:
    L.append(f"http_access allow site_{s.replace('-', '_')}")
L += ["http_access deny all", "", "delay_pools 2", "delay_class 1 1", "delay_class 2 2",
      "delay_parameters 1 2000000/2000000", "delay_parameters 2 -1/-1 250000/500000",
      "delay_access 1 allow os_updates", "delay_access 1 deny all", "delay_access 2 allow guest_wifi", "delay_access 2 deny all", ""]
for s in sites:
    L.append(f"# {s}: tcp_outgoing_address per depot uplink")
    L.append(f"tcp_outgoing_address 10.{10 + sites.index(s)}.0.1 site_{s.replace('-', '_')}")
for i, s in enumerate(sites[:8]):
    L.append(f"cache_peer 10.{10 + i}.0.8 parent 3128 0 no-query no-digest name=depot_{s}")
    L.append(f"cache_peer_access depot_{s} allow site_{s.replace('-', '_')} os_updates")
    L.append(f"cache_peer_access depot_{s} deny all")
for h in ["Authorization", "Proxy-Authorization", "Cache-Control", "Content-Length", "Content-Type", "Date", "Host",
          "If-Modified-Since", "Pragma", "Accept", "Accept-Charset", "Accept-Encoding", "Accept-Language", "Connection",
          "Cookie", "User-Agent", "X-Forwarded-For"]:
    L.append(f"request_header_access {h} allow all")
L.append("request_header_access All deny guest_wifi")
L.append("forwarded_for delete")
L.append("via off")
L.append("shutdown_lifetime 10 seconds")
open("squid.conf", "w").write("\n".join(L) + "\n")
PY
