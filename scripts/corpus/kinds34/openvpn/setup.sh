# The SCADA link of a wind farm: each turbine site's gateway keeps an OpenVPN 2.6 (Debian) tunnel to
# the control room, point-to-point over UDP with TLS (the farm's own CA, made here with openssl),
# keepalive pings every 2 s and a restart after 10 s without traffic, and a TLS renegotiation every
# 20 s (the site's security policy). The tunnel device is OpenVPN's null device (no tun here), so
# only the link itself is exercised, on 127.0.0.1.
mkdir -p pki
openssl req -x509 -newkey rsa:2048 -nodes -keyout pki/ca.key -out pki/ca.crt -days 3650 \
  -subj "/O=Northfell Wind Farm/CN=Northfell SCADA VPN CA" >/dev/null 2>&1
printf 'basicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n' >pki/server.ext
printf 'basicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=clientAuth\n' >pki/client.ext
for n in control-room turbine-gw; do
  openssl req -newkey rsa:2048 -nodes -keyout pki/$n.key -out pki/$n.csr -subj "/O=Northfell Wind Farm/CN=$n" >/dev/null 2>&1
done
openssl x509 -req -in pki/control-room.csr -CA pki/ca.crt -CAkey pki/ca.key -CAcreateserial -out pki/control-room.crt \
  -days 825 -extfile pki/server.ext >/dev/null 2>&1
openssl x509 -req -in pki/turbine-gw.csr -CA pki/ca.crt -CAkey pki/ca.key -CAcreateserial -out pki/turbine-gw.crt \
  -days 825 -extfile pki/client.ext >/dev/null 2>&1
