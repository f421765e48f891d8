python3 slowserver.py >/dev/null 2>&1 &
local srv=$! rc=0
for _ in $(seq 1 50); do (echo >/dev/tcp/127.0.0.1/18312) 2>/dev/null && break; sleep 0.2; done
wget --progress=bar:force --tries=1 http://127.0.0.1:18312/dist/app-2.4.1.tar.gz http://127.0.0.1:18312/dist/app-2.4.1.tar.gz.sha256 http://127.0.0.1:18312/dist/assets-2.4.1.tar.gz || rc=$?
kill $srv; wait $srv 2>/dev/null || true
return $rc
