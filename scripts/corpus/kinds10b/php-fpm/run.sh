# PHP-FPM 8.2 in the foreground (-F), its log on stderr at notice level, one pool "shop" on a free
# port: pm dynamic, children recycled after 10 requests each (pm.max_requests), workers' stderr
# caught, request_terminate_timeout 3 s. cgi-fcgi sends ~1,200 requests for product and cart pages;
# one request for export.php?account=acct-0042 sleeps past the limit and its child is
# terminated; then SIGQUIT (graceful stop).
local port fpm i rc=0
port=$(free_port)
chmod o+x "$WORK" "$WORK/k10b" "$PWD"; mkdir -p www
cat >php-fpm.conf <<CFG
[global]
error_log = /proc/self/fd/2
log_level = notice
daemonize = no
[shop]
user = www-data
group = www-data
listen = 127.0.0.1:$port
pm = dynamic
pm.max_children = 6
pm.start_servers = 3
pm.min_spare_servers = 2
pm.max_spare_servers = 4
pm.max_requests = 10
request_terminate_timeout = 3s
catch_workers_output = yes
decorate_workers_output = yes
php_admin_value[error_log] = /proc/self/fd/2
php_admin_flag[log_errors] = on
CFG
cat >www/product.php <<'PHP'
<?php
$sku = $_GET['sku'] ?? 'none';
if ((int) substr($sku, 4) % 29 === 0) { error_log("product $sku: price missing, using list price"); }
echo "<h1>$sku</h1>";
PHP
cat >www/cart.php <<'PHP'
<?php
echo json_encode(['items' => 3, 'total' => 42.5]);
PHP
cat >www/export.php <<'PHP'
<?php
$account = $_GET['account'] ?? '';
for ($i = 0; $i < 10; $i++) { usleep(700000); }
echo "export of $account done";
PHP
chown -R www-data:www-data www
php-fpm8.2 -F -y php-fpm.conf -O &
fpm=$!
for i in $(seq 1 50); do python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 1).close()" 2>/dev/null && break; sleep 0.2; done
k10b_req() { # script query
  env -i REQUEST_METHOD=GET SCRIPT_FILENAME="$PWD/www/$1" SCRIPT_NAME="/$1" REQUEST_URI="/$1?$2" QUERY_STRING="$2" \
    SERVER_NAME=shop.local SERVER_PORT=80 REMOTE_ADDR=127.0.0.1 GATEWAY_INTERFACE=CGI/1.1 SERVER_PROTOCOL=HTTP/1.1 \
    cgi-fcgi -bind -connect "127.0.0.1:$port" >/dev/null 2>&1 || true
}
for i in $(seq 1 600); do
  if (( i % 3 == 0 )); then k10b_req cart.php "id=$i"; else k10b_req product.php "sku=sku-$((i * 13 % 400))"; fi
done
k10b_req export.php "account=acct-0042"
for i in $(seq 601 1200); do
  if (( i % 3 == 0 )); then k10b_req cart.php "id=$i"; else k10b_req product.php "sku=sku-$((i * 13 % 400))"; fi
done
kill -QUIT "$fpm"; wait "$fpm" || rc=$?
return $rc
