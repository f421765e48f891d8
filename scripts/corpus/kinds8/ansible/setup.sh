# A playbook that deploys 40 services' configuration to a local release dir; conf/svc27.conf was
# renamed conf/svc27.conf.bak by mistake, so the copy task fails for that one item and the play
# stops before the manifest.
local i
mkdir -p conf
for i in $(seq -w 1 40); do printf 'name = svc%s\nport = %d\n' "$i" "$((8000 + 10#$i))" >"conf/svc$i.conf"; done
mv conf/svc27.conf conf/svc27.conf.bak
