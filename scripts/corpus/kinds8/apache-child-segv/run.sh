# Apache 2.4 (prefork) in the foreground, error log at info on stderr and access log on stdout, under
# 600 requests (product pages, some missing pages); after 300 the child that served /cgi-bin/export
# is killed with SIGSEGV (as a crashing module would); the parent reaps it and starts another; then
# 300 more requests and a graceful stop (SIGWINCH).
local port master w i
port=$(free_port)
sed -e "s#@DIR@#$PWD#g" -e "s#@PORT@#$port#g" httpd.conf.in >httpd.conf
chmod o+rx "$WORK" "$WORK/k8" "$PWD"; chmod -R o+rX "$PWD"
# In its own session: on shutdown the parent signals its whole process group.
setsid apache2 -d "$PWD" -f "$PWD/httpd.conf" -DFOREGROUND &
master=$!
for i in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.2; done
k8_requests() {
  local i
  for i in $(seq "$1" "$2"); do
    if (( i % 13 == 0 )); then curl -s -o /dev/null -A "shop-check/1.2" "http://127.0.0.1:$port/product-$((i + 100)).html"
    else curl -s -o /dev/null -A "shop-check/1.2" "http://127.0.0.1:$port/product-$((i % 50 + 1)).html"; fi
  done
}
k8_requests 1 300
w=$(curl -s -A "shop-check/1.2" "http://127.0.0.1:$port/cgi-bin/export")
sleep 0.5
kill -SEGV "$w"
sleep 2
k8_requests 301 600
kill -WINCH "$master"; wait "$master" || true
