# OpenLDAP slapd 2.5 in the foreground with -d stats (every connection, operation and result on
# stderr), an mdb database for dc=shop,dc=internal. A directory sync loads 240 staff entries, a
# monitor binds every few seconds with an outdated password (err=49, routine), the HR feed looks up
# and modifies entries (lookups of leavers find nothing); one modify deletes sn from uid=gvogel,
# which inetOrgPerson requires (err=65, its text the only hint); then SIGINT.
local port sl i fs ls rc=0
port=$(free_port)
mkdir -p db
cat >slapd.conf <<CONF
include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/inetorgperson.schema
include /etc/ldap/schema/nis.schema
pidfile $PWD/slapd.pid
modulepath /usr/lib/ldap
moduleload back_mdb
database mdb
suffix "dc=shop,dc=internal"
rootdn "cn=admin,dc=shop,dc=internal"
rootpw secret
directory $PWD/db
index uid eq
CONF
slapd -d stats -h "ldap://127.0.0.1:$port/" -f slapd.conf &
sl=$!
for i in $(seq 1 50); do ldapsearch -x -H "ldap://127.0.0.1:$port/" -b "" -s base >/dev/null 2>&1 && break; sleep 0.2; done
L="-x -H ldap://127.0.0.1:$port/ -D cn=admin,dc=shop,dc=internal -w secret"
python3 - >staff.ldif <<'PY'
print("dn: dc=shop,dc=internal\nobjectClass: dcObject\nobjectClass: organization\no: Shop\ndc: shop\n")
print("dn: ou=people,dc=shop,dc=internal\nobjectClass: organizationalUnit\nou: people\n")
first = ["anna", "ben", "carla", "dirk", "eva", "felix", "greta", "hans", "ines", "jonas", "kim", "lena"]
last = ["vogel", "meier", "schulz", "koch", "wolf", "braun", "roth", "lang", "frank", "berg"]
for i in range(240):
    f, l = first[i % 12], last[i // 12 % 10]
    uid = f[0] + l + ("" if i < 120 else str(i))
    print(f"dn: uid={uid},ou=people,dc=shop,dc=internal\nobjectClass: inetOrgPerson\nuid: {uid}\ncn: {f.title()} {l.title()}\nsn: {l.title()}\nmail: {uid}@shop.internal\nemployeeNumber: {1000 + i}\n")
PY
ldapadd $L -f staff.ldif >/dev/null 2>&1
fs=abcdefghijkl ls=(vogel meier schulz koch wolf braun roth lang frank berg)
for i in $(seq 1 60); do
  ldapwhoami -x -H "ldap://127.0.0.1:$port/" -D cn=admin,dc=shop,dc=internal -w old-secret >/dev/null 2>&1
  ldapsearch $L -b ou=people,dc=shop,dc=internal "(employeeNumber=$((1000 + i * 4)))" mail >/dev/null 2>&1
  ldapsearch $L -b ou=people,dc=shop,dc=internal "(uid=leaver$i)" mail >/dev/null 2>&1
  if [[ $i == 37 ]]; then
    printf 'dn: uid=gvogel,ou=people,dc=shop,dc=internal\nchangetype: modify\nreplace: title\ntitle: Team Lead\n-\ndelete: sn\n' | ldapmodify $L >/dev/null 2>&1
  else
    printf 'dn: uid=%s%s,ou=people,dc=shop,dc=internal\nchangetype: modify\nreplace: title\ntitle: Grade %d\n' "${fs:i % 12:1}" "${ls[i / 12 % 10]}" "$((i % 7 + 1))" | ldapmodify $L >/dev/null 2>&1
  fi
done
kill -INT "$sl"; wait "$sl" || rc=$?
return $rc
