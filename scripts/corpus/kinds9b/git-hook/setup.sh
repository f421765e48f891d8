# A shared bare repository whose update hook (per ref) checks every new commit: its author's
# address, its subject, and that it adds no file that looks like a credential. Three branches are
# pushed at once: feature/catalog (60 commits) and feature/search (50) pass, release/2.4 (80
# commits) has one commit that adds config/prod.env with a private key line, so that ref is refused
# while the others are created.
local b i
git init -q --bare origin.git
cat >origin.git/hooks/update <<'HOOK'
#!/bin/sh
# update REF OLD NEW: check each new commit of REF.
ref=$1 old=$2 new=$3
[ "$old" = 0000000000000000000000000000000000000000 ] && range=$new || range=$old..$new
echo "checking $ref ($(git rev-list --count $range) commits)"
status=0
for c in $(git rev-list --reverse $range); do
  subj=$(git log -1 --format=%s $c)
  mail=$(git log -1 --format=%ae $c)
  case $mail in *@shop.example) ;; *) echo "  $c: author $mail is not a shop.example address"; status=1 ;; esac
  for f in $(git diff-tree --no-commit-id --name-only -r $c); do
    case $f in
      *.env|*.pem|*id_rsa*)
        if git show $c:$f 2>/dev/null | grep -q 'PRIVATE KEY'; then
          echo "  $c: $f contains a private key; remove it and rotate the key"
          status=1
        fi ;;
    esac
  done
  [ $status = 0 ] && echo "  $c ok: $subj"
done
[ $status = 0 ] && echo "$ref: all checks passed" || echo "$ref: rejected"
exit $status
HOOK
chmod +x origin.git/hooks/update
git init -q -b main work
cd work
git config user.name "Dana Ruiz"; git config user.email dana@shop.example
mkdir -p src config; echo "v0" >src/app.txt; git add -A; git commit -qm "initial import"
git remote add origin ../origin.git; git push -q origin main >/dev/null 2>&1
for b in feature/catalog:60 feature/search:50 release/2.4:80; do
  git checkout -q -b "${b%%:*}" main
  for i in $(seq 1 "${b##*:}"); do
    mkdir -p "src/${b%%/*}"
    echo "${b%%:*} change $i" >"src/${b%%:*}-$i.txt"
    if [[ ${b%%:*} == release/2.4 && $i == 47 ]]; then
      printf 'DB_URL=postgres://app@db/shop\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----\n' >config/prod.env
      git add -A; git commit -qm "release: wire production settings"
    else
      git add -A; git commit -qm "${b%%:*}: step $i of the rollout"
    fi
  done
done
git checkout -q main
cd ..
