# The KDC of a town's health centre, Fernlea (realm FERNLEA.LAN): the GPs, nurses, reception and
# admin staff sign in to the clinical system and the file share with Kerberos. One password policy,
# 'staff', locks an account after five failed pre-authentications in ten minutes, for half an hour.
# The front desk shares one account, 'reception', whose password the practice manager changed last
# night; the second desk PC still has the old one saved and its login script retries it.
port=$(free_port)
sed -i "s|WORKDIR|$PWD|g; s|PORT|$port|g" kdc.conf krb5.conf
export KRB5_CONFIG=$PWD/krb5.conf KRB5_KDC_PROFILE=$PWD/kdc.conf
mkdir -p db
kdb5_util create -s -r FERNLEA.LAN -P 'stash-master-2025' >/dev/null 2>&1
{
  echo "add_policy -maxfailure 5 -failurecountinterval 10m -lockoutduration 30m staff"
  while read -r p; do echo "addprinc -policy staff -pw Spring-${p%%.*}-2025 $p"; done < staff.txt
  echo "addprinc -policy staff -pw Desk-October-2025 reception"
  for s in HTTP/emis.fernlea.lan cifs/files.fernlea.lan host/print01.fernlea.lan; do
    echo "addprinc -randkey $s"
  done
} | kadmin.local -r FERNLEA.LAN >/dev/null 2>&1
