mkdir -p deploy
for svc in api worker billing search notify gateway; do
  {
    echo "apiVersion: apps/v1"
    echo "kind: Deployment"
    echo "metadata:"
    echo "  name: $svc"
    echo "  labels: {app: $svc, tier: backend }"
    echo "spec:"
    echo "  replicas: 3"
    echo "  template:"
    echo "    spec:"
    echo "      containers:"
    for c in 1 2 3 4 5; do
      echo "      - name: $svc-$c   "
      echo "        image: registry.local/$svc:2.4.$c"
      echo "        env:"
      echo "          - name: MODE"
      echo "            value: yes"
    done
  } >deploy/$svc.yaml
done
cat >>deploy/billing.yaml <<'Y'
    spec:
      restartPolicy: Always
Y
