# The agent started the PHP development server and watched its log while clients hit it.
php -S 127.0.0.1:18311 -t docroot docroot/index.php &
local srv=$! i
for _ in $(seq 1 50); do (echo >/dev/tcp/127.0.0.1/18311) 2>/dev/null && break; sleep 0.2; done
for i in $(seq 1 180); do curl -s -o /dev/null "http://127.0.0.1:18311/orders/$i"; done
curl -s -o /dev/null http://127.0.0.1:18311/export
for i in $(seq 181 300); do curl -s -o /dev/null "http://127.0.0.1:18311/orders/$i"; done
curl -s -o /dev/null http://127.0.0.1:18311/health
sleep 0.5
kill -INT $srv; wait $srv || true
