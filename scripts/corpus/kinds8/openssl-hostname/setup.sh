# A private CA and a server certificate it signed for legacy.shop.internal (not api.shop.internal).
openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days 3650 -subj "/O=Acme/CN=Acme Internal CA" >/dev/null 2>&1
openssl req -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj "/O=Acme/CN=legacy.shop.internal" >/dev/null 2>&1
printf 'subjectAltName=DNS:legacy.shop.internal\n' >san.ext
openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out server.pem -days 825 -extfile san.ext >/dev/null 2>&1
