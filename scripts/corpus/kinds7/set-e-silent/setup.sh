# 90 manifests; svc37's image tag was not bumped.
mkdir -p manifests
local n
for n in $(seq -w 1 90); do
  printf 'image: ledger/svc%s:%s\nreplicas: %d\ncpu: %dm\nmemory: %dMi\nport: %d\nprobe: /healthz\nteam: ledger\ntier: backend\n' \
    "$n" "$([[ $n == 37 ]] && echo 2.4.0 || echo 2.4.1)" "$((10#$n % 4 + 2))" "$((10#$n * 50))" "$((10#$n * 64))" "$((8000 + 10#$n))" >"manifests/svc$n.yaml"
done
