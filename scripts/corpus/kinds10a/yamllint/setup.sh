# Kubernetes manifests of 40 services checked with yamllint's default rules: every file lacks its
# document start, has yes/no truthy values, a long image line and trailing spaces (warnings and
# errors of style); svc-23's deployment repeats its env key (key-duplicates) in the middle of the
# run; exit 1.
local i
mkdir -p deploy
for i in $(seq -w 1 40); do
  {
    printf 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: svc-%s   \n  labels:\n    app: svc-%s\nspec:\n  replicas: 2\n  template:\n    spec:\n      hostNetwork: no\n      containers:\n        - name: svc-%s\n          image: registry.shop.internal/platform/services/svc-%s:2026.03.17-build.%d-linux-amd64-release\n          env:\n            - name: LOG_LEVEL\n              value: info\n            - name: ENABLE_TRACING\n              value: yes\n' "$i" "$i" "$i" "$i" "$((10#$i * 37))"
    if [[ $i == 23 ]]; then
      printf '          resources:\n            limits:\n              memory: 512Mi\n          env:\n            - name: DB_POOL\n              value: "20"\n'
    fi
    printf '          ports:\n            - containerPort: 80%s\n' "$i"
  } >"deploy/svc-$i.yaml"
done
