# openssl s_server on 127.0.0.1 with that certificate; the agent checks it with s_client, naming the
# host it expects and the CA: the handshake completes, the chain verifies, and the hostname check
# fails ("Verify return code: 62 (hostname mismatch)") among the certificate, session and ticket
# details; s_client exits 0.
local port srv i rc=0
port=$(free_port)
openssl s_server -accept "127.0.0.1:$port" -cert server.pem -key server.key -www -quiet >/dev/null 2>&1 &
srv=$!
for i in $(seq 1 50); do (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break; sleep 0.1; done
openssl s_client -connect "127.0.0.1:$port" -servername api.shop.internal -verify_hostname api.shop.internal -CAfile ca.pem -showcerts </dev/null 2>&1 || rc=$?
kill "$srv"; wait "$srv" 2>/dev/null || true
return $rc
